import { Link } from 'react-router-dom';
import { FollowButton } from './follow-button.tsx';

export interface Person {
  id: string;
  username: string | null;
  display_name: string | null;
  followers_count: number;
}

/** The name a person is listed under: their display name, else their username. */
export const personName = (p: Person) => p.display_name?.trim() || p.username || 'Unknown';

/**
 * One member in a list (search's artists, a profile's followers and following): an initial, the
 * name linking to the profile, @username and followers, and Follow/Unfollow.
 */
export function PersonRow({ person }: { person: Person }) {
  const name = personName(person);
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-800 bg-slate-900/60 p-3">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-800 text-base font-semibold uppercase text-slate-200"
      >
        {name.slice(0, 1)}
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={`/profile/${person.id}`}
          className="block truncate font-medium text-slate-100 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          {name}
        </Link>
        <p className="truncate text-sm text-slate-400">
          {person.username && person.username !== name ? `@${person.username} · ` : ''}
          {person.followers_count.toLocaleString('en')}{' '}
          {person.followers_count === 1 ? 'follower' : 'followers'}
        </p>
      </div>
      <FollowButton profileId={person.id} />
    </div>
  );
}
