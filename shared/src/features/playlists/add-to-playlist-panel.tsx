import { ListMusic, Lock, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { EditablePlaylist } from '../../data/playlists/editable-playlists-query.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';

export interface AddToPlaylistPanelProps {
  /** the member's playlists and those they edit; undefined while loading */
  playlists: readonly EditablePlaylist[] | undefined;
  userId: string;
  error?: boolean;
  onRetry?: () => void;
  /** a playlist was picked (the track goes at its end) */
  onPick(playlist: EditablePlaylist): void;
  /** "New playlist": make one with this title and put the track in it */
  onCreate(title: string): void;
  /** a pick or a creation is on its way: the controls wait */
  busy?: boolean;
  /** why the last creation was refused */
  problem?: string | null;
}

/** The inside of the "Add to playlist" dialog: pick one of the member's playlists, or make a new one. */
export function AddToPlaylistPanel({
  playlists,
  userId,
  error = false,
  onRetry,
  onPick,
  onCreate,
  busy = false,
  problem,
}: AddToPlaylistPanelProps) {
  const inputId = useId();
  const [title, setTitle] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate(title);
  };
  return (
    <div className="space-y-4">
      {error ? (
        <div role="alert" className="flex items-center justify-between gap-2 text-sm text-red-300">
          Could not load your playlists
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              Retry
            </Button>
          )}
        </div>
      ) : playlists === undefined ? (
        <p className="text-sm text-slate-400">Loading...</p>
      ) : playlists.length === 0 ? (
        <p className="text-sm text-slate-400">No playlists yet. Name your first one below.</p>
      ) : (
        <ul aria-label="Your playlists" className="max-h-72 space-y-1 overflow-y-auto">
          {playlists.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                disabled={busy}
                onClick={() => onPick(p)}
                className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-50"
              >
                <ListMusic aria-hidden className="size-4 shrink-0 text-slate-400" />
                <span className="min-w-0 flex-1 truncate text-slate-100">{p.title}</span>
                <span className="shrink-0 text-xs text-slate-400">
                  {p.user_id === userId ? '' : 'Editor · '}
                  {p.tracks_count === 1 ? '1 track' : `${p.tracks_count} tracks`}
                </span>
                {p.visibility === 'private' && (
                  <Lock aria-label="Private" className="size-3 text-slate-400" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="space-y-2 border-t border-slate-800 pt-4">
        <Label htmlFor={inputId}>New playlist title</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={title}
            maxLength={200}
            placeholder="Late-night listening"
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setTitle(e.target.value)}
          />
          <Button type="submit" disabled={busy || !title.trim()} className="shrink-0">
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
    </div>
  );
}
