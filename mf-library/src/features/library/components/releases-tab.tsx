import {
  Button,
  formatDate,
  hifiQueryClient,
  KIND_LABELS,
  type ReleaseDetails,
  type Track,
  userReleasesOptions,
  useSession,
} from '@hifi/shared';
import { emptyReleaseDetails, ReleaseFields } from '@hifi/shared/release-fields';
import { useQuery } from '@tanstack/react-query';
import { Disc3 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLibraryTracks } from '../hooks/use-library-tracks.ts';
import { useCreateRelease } from '../hooks/use-release-mutations.ts';
import { ReleaseEditor } from './release-editor.tsx';

/** The Library's "Releases" tab: the member's releases (open, edit), and "New release" from their uploads. */
export function ReleasesTab() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const releases = useQuery(
    { ...userReleasesOptions(userId ?? '', userId), enabled: userId !== null },
    hifiQueryClient,
  );
  const uploads = useLibraryTracks('uploads');
  const [editing, setEditing] = useState<string | null>(null);
  if (editing) return <ReleaseEditor id={editing} onClose={() => setEditing(null)} />;
  return (
    <div className="space-y-6">
      {releases.isError ? (
        <div role="alert" className="flex items-center gap-3 text-red-400">
          Could not load your releases
          <Button variant="outline" size="sm" onClick={() => void releases.refetch()}>
            Retry
          </Button>
        </div>
      ) : !releases.data ? (
        <p className="text-slate-400">Loading...</p>
      ) : releases.data.length === 0 ? (
        <p className="text-slate-400">No releases yet</p>
      ) : (
        <ul aria-label="Releases" className="grid gap-2 sm:grid-cols-2">
          {releases.data.map((r) => (
            <li key={r.id} className="flex items-center gap-1 rounded-md border border-slate-800 pr-2">
              <Link
                to={`/release/${r.id}`}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-md px-3 py-3 hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500"
              >
                <Disc3 aria-hidden className="size-5 shrink-0 text-slate-400" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-100">{r.title}</span>
                  <span className="block text-xs text-slate-400">
                    {[KIND_LABELS[r.kind], r.release_date && formatDate(`${r.release_date}T12:00:00Z`)]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </Link>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit ${r.title}`}
                onClick={() => setEditing(r.id)}
              >
                Edit
              </Button>
            </li>
          ))}
        </ul>
      )}
      {uploads.state.status === 'ready' && <NewReleaseForm tracks={uploads.state.tracks} />}
    </div>
  );
}

/**
 * "New release": title, kind, date, licence and who may read it, and the tracks from the member's
 * uploads in the order they are ticked (the number beside each says its place).
 */
export function NewReleaseForm({ tracks }: { tracks: readonly Track[] }) {
  const create = useCreateRelease();
  const navigate = useNavigate();
  const [details, setDetails] = useState<ReleaseDetails>(emptyReleaseDetails);
  const [picked, setPicked] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    create.mutate(
      { ...details, trackIds: picked },
      {
        onSuccess: (id) => navigate(`/release/${id}`),
        onError: (error) => setProblem(error.message || 'Could not make the release'),
      },
    );
  };
  if (tracks.length === 0)
    return <p className="text-sm text-slate-400">Upload tracks first to make a release of them.</p>;
  return (
    <form
      aria-label="New release"
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-slate-800 p-4"
    >
      <h2 className="text-lg font-semibold text-slate-100">New release</h2>
      <ReleaseFields value={details} onChange={(c) => setDetails((d) => ({ ...d, ...c }))} />
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-200">Tracks, in the order you tick them</legend>
        <ul className="space-y-1">
          {tracks.map((track) => {
            const place = picked.indexOf(track.id) + 1;
            return (
              <li key={track.id}>
                <label className="flex items-center gap-2 text-sm text-slate-200">
                  <input
                    type="checkbox"
                    checked={place > 0}
                    onChange={() => toggle(track.id)}
                    className="size-4 accent-sky-500"
                  />
                  <span className="w-5 text-right tabular-nums text-slate-400">{place > 0 ? place : ''}</span>
                  <span className="truncate">{track.title}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm text-red-400">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Making the release...' : 'Make release'}
      </Button>
    </form>
  );
}
