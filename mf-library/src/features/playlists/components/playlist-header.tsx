import {
  Button,
  displayName,
  formatLength,
  type Playlist,
  playlistDuration,
  toPlayerTrack,
  usePlayerActions,
} from '@hifi/shared';
import { Globe, Link2, Lock, Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CoverMosaic } from './cover-mosaic.tsx';

const VISIBILITY = {
  public: { label: 'Public', icon: Globe },
  unlisted: { label: 'Unlisted', icon: Link2 },
  private: { label: 'Private', icon: Lock },
} as const;

/** The cover mosaic, title, owner and editors, how many tracks and how long, and "Play all". */
export function PlaylistHeader({ playlist }: { playlist: Playlist }) {
  const actions = usePlayerActions();
  const count = playlist.entries.length;
  const visibility = VISIBILITY[playlist.visibility];
  const playAll = () => {
    const tracks = playlist.entries.map((e) => toPlayerTrack(e.track));
    const [first] = tracks;
    if (first) actions.play(first, { tracks, index: 0 });
  };
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <CoverMosaic entries={playlist.entries} />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="flex items-center gap-1 text-xs font-semibold uppercase text-slate-400">
          <visibility.icon aria-hidden className="size-3" />
          {visibility.label} playlist
        </p>
        <h1 tabIndex={-1} className="break-words text-2xl font-bold text-slate-50 sm:text-3xl">
          {playlist.title}
        </h1>
        {playlist.description && <p className="text-sm text-slate-300">{playlist.description}</p>}
        <p className="text-sm text-slate-300">
          By{' '}
          {playlist.owner ? (
            <Link to={`/profile/${playlist.owner.id}`} className="font-medium hover:underline">
              {displayName(playlist.owner)}
            </Link>
          ) : (
            'a former member'
          )}
          {playlist.editors.length > 0 && (
            <>
              {' '}
              with{' '}
              {playlist.editors.map((editor, i) => (
                <span key={editor.id}>
                  {i > 0 && ', '}
                  <Link to={`/profile/${editor.id}`} className="hover:underline">
                    {displayName(editor)}
                  </Link>
                </span>
              ))}
            </>
          )}
        </p>
        <p className="text-sm text-slate-400" data-testid="playlist-facts">
          {count === 1 ? '1 track' : `${count} tracks`}
          {count > 0 && ` · ${formatLength(playlistDuration(playlist.entries))}`}
        </p>
        <Button onClick={playAll} disabled={count === 0}>
          <Play aria-hidden className="size-4" />
          Play all
        </Button>
      </div>
    </header>
  );
}
