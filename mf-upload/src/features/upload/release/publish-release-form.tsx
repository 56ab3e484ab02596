import { Button, Label, NativeSelect, type ReleaseDetails } from '@hifi/shared';
import { emptyReleaseDetails, ReleaseFields } from '@hifi/shared/release-fields';
import { SortableList } from '@hifi/shared/sortable-list';
import { type FormEvent, useId, useState } from 'react';
import type { TrackDraft } from '../draft/upload-draft.ts';
import type { ReleasePlan } from '../hooks/use-publish-release.ts';
import { detailsFromTags, discOf, releaseOrder } from './release-order.ts';

export interface PublishReleaseFormProps {
  /** the batch's drafts */
  drafts: readonly TrackDraft[];
  /** a preview of each file's embedded picture, by file id */
  covers: Record<string, string>;
  publishing: boolean;
  onPublish(plan: ReleasePlan): void;
}

/**
 * "Publish as a release" for a batch of several files: the release's details (title and date from
 * the tags), its cover (the first embedded picture by default), and the tracks in their
 * DISCNUMBER/TRACKNUMBER order, which the member may change by drag or keyboard.
 */
export function PublishReleaseForm(props: PublishReleaseFormProps) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button type="button" variant="outline" disabled={props.publishing} onClick={() => setOpen(true)}>
        Publish as a release
      </Button>
    );
  return <ReleaseForm {...props} onCancel={() => setOpen(false)} />;
}

function ReleaseForm({
  drafts,
  covers,
  publishing,
  onPublish,
  onCancel,
}: PublishReleaseFormProps & { onCancel(): void }) {
  const coverId = useId();
  const tagOrder = releaseOrder(drafts);
  // What the member typed over what the tags say (the tags may still be being read when this opens).
  const [edits, setEdits] = useState<Partial<ReleaseDetails>>({});
  const details: ReleaseDetails = { ...detailsFromTags(tagOrder, emptyReleaseDetails()), ...edits };
  // The member's order once they move a track; files added later join at the end, removed ones leave.
  const [moved, setMoved] = useState<string[] | null>(null);
  const byId = new Map(drafts.map((d) => [d.fileId, d]));
  const ordered = moved
    ? [...moved.flatMap((id) => byId.get(id) ?? []), ...tagOrder.filter((d) => !moved.includes(d.fileId))]
    : tagOrder;
  const withCover = ordered.filter((d) => covers[d.fileId]);
  const [chosenCover, setChosenCover] = useState<string | null | undefined>(undefined);
  // The first embedded picture in release order until the member picks another (or none).
  const coverFileId =
    chosenCover === undefined
      ? (withCover[0]?.fileId ?? null)
      : chosenCover && covers[chosenCover]
        ? chosenCover
        : null;
  const move = (from: number, to: number) => {
    const ids = ordered.map((d) => d.fileId);
    const [picked] = ids.splice(from, 1);
    if (picked === undefined) return;
    ids.splice(to, 0, picked);
    setMoved(ids);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPublish({ details, ordered, coverFileId });
  };
  return (
    <form
      aria-label="Publish as a release"
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-slate-800 p-4"
    >
      <h2 className="text-lg font-semibold text-slate-100">Publish as a release</h2>
      <ReleaseFields
        value={details}
        onChange={(change) => setEdits((e) => ({ ...e, ...change }))}
        disabled={publishing}
      />
      <div className="flex items-center gap-3">
        {coverFileId ? (
          <img src={covers[coverFileId]} alt="Release cover" className="size-16 rounded object-cover" />
        ) : (
          <span className="flex size-16 items-center justify-center rounded bg-slate-800 text-xs text-slate-400">
            No cover
          </span>
        )}
        <div className="flex-1 space-y-1">
          <Label htmlFor={coverId}>Release cover</Label>
          <NativeSelect
            id={coverId}
            value={coverFileId ?? ''}
            disabled={publishing}
            onChange={(e) => setChosenCover(e.target.value || null)}
          >
            {withCover.map((d) => (
              <option key={d.fileId} value={d.fileId}>
                The picture in {d.fileName}
              </option>
            ))}
            <option value="">No cover</option>
          </NativeSelect>
        </div>
      </div>
      <div className="space-y-1">
        <h3 className="text-sm font-medium text-slate-200">Tracklist</h3>
        <p className="text-xs text-slate-400">
          In the order of the files' disc and track numbers. Drag a track by its handle, or focus the handle
          and press Space, the arrow keys, then Space.
        </p>
        <SortableList
          items={ordered}
          itemId={(d) => d.fileId}
          itemName={(d) => d.title || d.fileName}
          label="Release tracklist"
          editable={!publishing}
          onMove={move}
          itemClassName="flex items-center gap-3 rounded-md border border-slate-800 bg-slate-950 px-2 py-2 text-sm"
          renderItem={(d, index) => (
            <>
              <span className="w-6 shrink-0 text-right tabular-nums text-slate-400">{index + 1}</span>
              <span className="min-w-0 flex-1 truncate text-slate-100">{d.title || d.fileName}</span>
              {d.tags.discNumber && <span className="shrink-0 text-xs text-slate-400">Disc {discOf(d)}</span>}
            </>
          )}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={publishing}>
          {publishing ? 'Publishing...' : 'Publish release'}
        </Button>
        <Button type="button" variant="ghost" disabled={publishing} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
