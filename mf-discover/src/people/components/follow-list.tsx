import { Button, type FollowDirection, Skeleton } from '@hifi/shared';
import { type FollowListState, useFollowList } from '../hooks/use-follow-list.ts';
import { PersonRow } from './person-row.tsx';

export interface FollowListProps extends FollowListState {
  direction: FollowDirection;
  /** whose list it is, for the headings and the empty text */
  name: string;
}

const TITLES = { followers: 'Followers', following: 'Following' } as const;

/**
 * A profile's followers or the members it follows (docs/product.md#2-screens-and-routes): newest
 * first, each linking to their profile with Follow/Unfollow, "Show more" for the next page.
 */
export function FollowList({
  direction,
  name,
  people,
  loading,
  loadingMore,
  error,
  more,
  loadMore,
  retry,
}: FollowListProps) {
  const title = TITLES[direction];
  return (
    <section aria-labelledby="follow-list-title" className="space-y-3">
      <h2 id="follow-list-title" className="text-xl font-semibold text-slate-100">
        {title}
      </h2>
      {loading ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={`Loading ${title.toLowerCase()}`}
          className="space-y-3"
        >
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-16" />
          ))}
        </div>
      ) : error && people.length === 0 ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-slate-300">
          <span>Could not load {title.toLowerCase()}.</span>
          <Button variant="outline" size="sm" onClick={retry}>
            Retry
          </Button>
        </div>
      ) : people.length === 0 ? (
        <p className="text-slate-400">
          {direction === 'followers' ? `No one follows ${name} yet` : `${name} follows no one yet`}
        </p>
      ) : (
        <>
          <ul aria-label={title} className="space-y-3">
            {people.map((person) => (
              <li key={person.id}>
                <PersonRow person={person} />
              </li>
            ))}
          </ul>
          {more && (
            <div className="flex justify-center">
              <Button variant="outline" size="sm" disabled={loadingMore} onClick={loadMore}>
                {loadingMore ? 'Loading more...' : 'Show more'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The list of `userId`'s followers or following, read a page at a time. */
export function ProfileFollowList({
  userId,
  direction,
  name,
}: {
  userId: string;
  direction: FollowDirection;
  name: string;
}) {
  const state = useFollowList(userId, direction);
  return <FollowList direction={direction} name={name} {...state} />;
}
