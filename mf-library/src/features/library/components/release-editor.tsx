import {
  Button,
  ConfirmDialog,
  formatDuration,
  hifiQueryClient,
  type Release,
  type ReleaseDetails,
  releaseOptions,
  toast,
  useSession,
} from '@hifi/shared';
import { ReleaseFields } from '@hifi/shared/release-fields';
import { SortableList } from '@hifi/shared/sortable-list';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeleteRelease, useReorderRelease, useUpdateRelease } from '../hooks/use-release-mutations.ts';

export interface ReleaseEditorProps {
  id: string;
  onClose(): void;
}

/**
 * The owner's editor of one release in the Library: its details, its track order (drag or
 * keyboard, saved at each move), and deleting it, which keeps its tracks.
 */
export function ReleaseEditor({ id, onClose }: ReleaseEditorProps) {
  const session = useSession();
  const viewerId = session.status === 'signed-in' ? session.session.user.id : null;
  const release = useQuery(releaseOptions({ id }, viewerId), hifiQueryClient);
  if (release.isError)
    return (
      <div role="alert" className="flex items-center gap-3 text-red-400">
        Could not load the release
        <Button variant="outline" size="sm" onClick={() => void release.refetch()}>
          Retry
        </Button>
      </div>
    );
  if (release.isPending) return <p className="text-slate-400">Loading...</p>;
  if (!release.data || release.data.user_id !== viewerId)
    return (
      <div className="space-y-3">
        <p className="text-slate-400">This release is not yours to edit, or it is gone.</p>
        <Button variant="outline" onClick={onClose}>
          Back to releases
        </Button>
      </div>
    );
  // keyed by the release, so its details start again from what was saved when another opens
  return <Editor key={release.data.id} release={release.data} onClose={onClose} />;
}

const detailsOf = (r: Release): ReleaseDetails => ({
  title: r.title,
  kind: r.kind,
  releaseDate: r.release_date,
  licence: r.licence.id,
  visibility: r.visibility,
  catalogueNumber: r.catalogue_number,
  description: r.description,
});

function Editor({ release, onClose }: { release: Release; onClose(): void }) {
  const [details, setDetails] = useState(() => detailsOf(release));
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateRelease();
  const reorder = useReorderRelease();
  const remove = useDeleteRelease();
  // The order as last moved here, shown at once while the server saves it.
  const [moved, setMoved] = useState<string[] | null>(null);
  const byId = new Map(release.entries.map((e) => [e.track.id, e]));
  const order = (moved ?? release.entries.map((e) => e.track.id)).flatMap(
    (trackId) => byId.get(trackId) ?? [],
  );

  const save = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    update.mutate(
      { id: release.id, details },
      {
        onSuccess: () => toast.success('Release saved'),
        onError: (error) => setProblem(error.message),
      },
    );
  };
  const move = (from: number, to: number) => {
    const ids = order.map((e) => e.track.id);
    const [picked] = ids.splice(from, 1);
    if (picked === undefined) return;
    ids.splice(to, 0, picked);
    setMoved(ids);
    reorder.mutate(
      { id: release.id, trackIds: ids },
      {
        onSuccess: () => setMoved(null),
        onError: (error) => {
          setMoved(null);
          setProblem(`The new order was not saved: ${error.message}`);
        },
      },
    );
  };
  const deleteRelease = () =>
    remove.mutate(release.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Release deleted; its tracks stay in your uploads');
        onClose();
      },
      onError: (error) => {
        setConfirming(false);
        setProblem(error.message);
      },
    });

  return (
    <section aria-label={`Edit ${release.title}`} className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="flex-1 text-lg font-semibold text-slate-100">{release.title}</h2>
        <Link to={`/release/${release.id}`} className="text-sm text-sky-400 hover:underline">
          Open release page
        </Link>
        <Button variant="outline" size="sm" onClick={onClose}>
          Back to releases
        </Button>
      </div>
      <form aria-label="Release details" onSubmit={save} className="space-y-3">
        <ReleaseFields value={details} onChange={(c) => setDetails((d) => ({ ...d, ...c }))} full />
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
      <div className="space-y-2">
        <h3 className="text-sm font-medium text-slate-200">Tracklist</h3>
        <p className="text-xs text-slate-400">
          Drag a track by its handle, or focus the handle and press Space, the arrow keys, then Space.
        </p>
        <SortableList
          items={order}
          itemId={(e) => e.track.id}
          itemName={(e) => e.track.title}
          label="Tracklist"
          editable
          onMove={move}
          itemClassName="flex items-center gap-3 rounded-md border border-slate-800 bg-slate-950 px-2 py-2"
          renderItem={(entry, index) => (
            <>
              <span className="w-6 shrink-0 text-right text-sm tabular-nums text-slate-400">{index + 1}</span>
              <span data-testid="release-track-title" className="min-w-0 flex-1 truncate text-slate-100">
                {entry.track.title}
              </span>
              <span className="shrink-0 text-sm tabular-nums text-slate-400">
                {formatDuration(entry.track.duration)}
              </span>
            </>
          )}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-400">
          {problem}
        </p>
      )}
      <Button variant="destructive" onClick={() => setConfirming(true)}>
        Delete release
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this release?"
        description="The release page goes; its tracks stay in your uploads as single tracks."
        confirmLabel="Delete release"
        busy={remove.isPending}
        onConfirm={deleteRelease}
      />
    </section>
  );
}
