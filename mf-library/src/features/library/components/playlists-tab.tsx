import {
  Button,
  type EditablePlaylist,
  editablePlaylistsOptions,
  hifiQueryClient,
  Input,
  Label,
  toast,
  useCreatePlaylist,
  useSession,
} from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';
import { ListMusic, Lock, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

/** The Library's "Playlists" tab: the member's playlists and those they edit, and "New playlist". */
export function PlaylistsTab() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const playlists = useQuery(
    { ...editablePlaylistsOptions(userId ?? ''), enabled: userId !== null },
    hifiQueryClient,
  );
  return (
    <div className="space-y-6">
      {userId && <NewPlaylistForm userId={userId} />}
      <PlaylistList
        playlists={playlists.data}
        userId={userId ?? ''}
        error={playlists.isError}
        onRetry={() => void playlists.refetch()}
      />
    </div>
  );
}

export interface PlaylistListProps {
  /** undefined while loading */
  playlists: readonly EditablePlaylist[] | undefined;
  userId: string;
  error?: boolean;
  onRetry?: () => void;
}

export function PlaylistList({ playlists, userId, error = false, onRetry }: PlaylistListProps) {
  if (error) {
    return (
      <div role="alert" className="flex items-center gap-3 text-red-400">
        Could not load your playlists
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        )}
      </div>
    );
  }
  if (!playlists) return <p className="text-slate-400">Loading...</p>;
  if (playlists.length === 0) return <p className="text-slate-400">No playlists yet</p>;
  return (
    <ul aria-label="Playlists" className="grid gap-2 sm:grid-cols-2">
      {playlists.map((p) => (
        <li key={p.id}>
          <Link
            to={`/playlist/${p.id}`}
            className="flex items-center gap-3 rounded-md border border-slate-800 px-3 py-3 hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500"
          >
            <ListMusic aria-hidden className="size-5 shrink-0 text-slate-400" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-100">{p.title}</span>
              <span className="block text-xs text-slate-400">
                {p.user_id === userId ? 'Yours' : 'You edit it'} ·{' '}
                {p.tracks_count === 1 ? '1 track' : `${p.tracks_count} tracks`}
              </span>
            </span>
            {p.visibility !== 'public' && (
              <span className="flex items-center gap-1 text-xs text-slate-400">
                {p.visibility === 'private' && <Lock aria-hidden className="size-3" />}
                {p.visibility === 'private' ? 'Private' : 'Unlisted'}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function NewPlaylistForm({ userId }: { userId: string }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreatePlaylist();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    create
      .mutateAsync({ userId, title })
      .then((playlistId) => {
        toast.success(`Made ${title.trim()}`);
        navigate(`/playlist/${playlistId}`);
      })
      .catch((error: Error) => setProblem(error.message || 'Could not make the playlist'));
  };
  return (
    <form onSubmit={submit} className="space-y-1">
      <Label htmlFor={id}>New playlist title</Label>
      <div className="flex max-w-lg gap-2">
        <Input id={id} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        <Button type="submit" disabled={create.isPending || !title.trim()} className="shrink-0">
          <Plus aria-hidden className="size-4" />
          New playlist
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-300">
          {problem}
        </p>
      )}
    </form>
  );
}
