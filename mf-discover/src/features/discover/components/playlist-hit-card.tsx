import { formatDate, type PlaylistHit } from '@hifi/shared';
import { Link } from 'react-router-dom';

/** A public playlist found by search: its title linking to /playlist/{id}, its owner, when it changed. */
export function PlaylistHitCard({ playlist }: { playlist: PlaylistHit }) {
  const owner = playlist.owner?.display_name?.trim() || playlist.owner?.username || 'Unknown';
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-800 bg-slate-900/60 p-3">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-md bg-slate-800 text-lg text-slate-300"
      >
        ♫
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={`/playlist/${playlist.id}`}
          className="block truncate font-medium text-slate-100 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          {playlist.title}
        </Link>
        <p className="truncate text-sm text-slate-400">
          by {owner} · updated {formatDate(playlist.updated_at)}
        </p>
      </div>
    </div>
  );
}
