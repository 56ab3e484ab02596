import { Button, Skeleton } from '@hifi/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface SearchGroupProps<T> {
  /** "Artists", "Playlists" */
  title: string;
  hits: readonly T[];
  loading: boolean;
  loadingMore?: boolean;
  error: Error | null;
  /** more hits than shown */
  more: boolean;
  /** "See all" leads here (a group beside the others); absent when the group is the one opened */
  seeAllTo?: string;
  onLoadMore?(): void;
  onRetry(): void;
  /** said when nothing matches, e.g. 'No artists match "echo"' */
  empty: string;
  renderHit(hit: T): ReactNode;
  keyOf(hit: T): string;
}

/**
 * One group of Discover's search results: a heading with its own "See all", the hits, and the
 * states a group goes through (loading, nothing found, an error with Retry, more to load).
 */
export function SearchGroup<T>({
  title,
  hits,
  loading,
  loadingMore = false,
  error,
  more,
  seeAllTo,
  onLoadMore,
  onRetry,
  empty,
  renderHit,
  keyOf,
}: SearchGroupProps<T>) {
  const id = `search-group-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-100">
          {title}
        </h2>
        {seeAllTo && more && (
          <Link
            to={seeAllTo}
            aria-label={`See all ${title.toLowerCase()}`}
            className="text-sm font-medium text-sky-400 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
          >
            See all
          </Link>
        )}
      </div>
      {loading ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={`Loading ${title.toLowerCase()}`}
          className="grid gap-3 sm:grid-cols-2"
        >
          {[0, 1].map((n) => (
            <Skeleton key={n} className="h-16" />
          ))}
        </div>
      ) : error && hits.length === 0 ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-slate-300">
          <span>Could not load {title.toLowerCase()}.</span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : hits.length === 0 ? (
        <p className="text-sm text-slate-400">{empty}</p>
      ) : (
        <>
          <ul aria-label={title} className="grid gap-3 sm:grid-cols-2">
            {hits.map((hit) => (
              <li key={keyOf(hit)}>{renderHit(hit)}</li>
            ))}
          </ul>
          {!seeAllTo && more && onLoadMore && (
            <div className="flex justify-center">
              <Button variant="outline" size="sm" disabled={loadingMore} onClick={onLoadMore}>
                {loadingMore ? 'Loading more...' : 'Show more'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
