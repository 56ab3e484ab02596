import { hifiQueryClient, suggestedArtistsOptions, useSession } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

/** What an empty feed offers: the most-followed artists, each a link to their profile. */
export function SuggestedArtists() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const query = useQuery(
    { ...suggestedArtistsOptions(userId ?? ''), enabled: userId !== null },
    hifiQueryClient,
  );
  const artists = query.data ?? [];
  if (artists.length === 0) return null;
  return (
    <section aria-labelledby="suggested-artists" className="space-y-3">
      <h2 id="suggested-artists" className="text-lg font-semibold text-slate-100">
        Artists to follow
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {artists.map((artist) => (
          <li key={artist.id}>
            <Link
              to={`/profile/${artist.id}`}
              className="flex items-center justify-between gap-3 rounded-md border border-slate-800 px-3 py-2 hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500"
            >
              <span className="truncate font-medium text-slate-100">{artist.username ?? 'Unknown'}</span>
              <span className="shrink-0 text-xs text-slate-400">
                {artist.followers_count} {artist.followers_count === 1 ? 'follower' : 'followers'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
