import { type DiscoveryCursor, type DiscoverySort, discoveryQuery, type Track } from '@hifi/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface DiscoveryState {
  tracks: Track[];
  /** first page on its way (skeletons) */
  loading: boolean;
  /** a further page on its way ('Loading more...') */
  loadingMore: boolean;
  hasMore: boolean;
  error: Error | null;
  loadMore(): void;
  retry(): void;
}

/**
 * Pages of discovery for one view. A new view starts again from page 1; every response carries
 * the generation it was asked for, and one from an older view is dropped, so a slow answer never
 * overwrites a newer one. Tracks are de-duplicated by id: a track unliked while the visitor
 * scrolls can move below the cursor and come round again.
 */
export function useDiscovery(view: { sort: DiscoverySort; search: string; genre: string }): DiscoveryState {
  const [tracks, setTracks] = useState<Track[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const next = useRef<DiscoveryCursor | undefined>(undefined);
  const inFlight = useRef(false);
  const [hasMore, setHasMore] = useState(false);
  const { sort, search, genre } = view;

  useEffect(() => {
    const mine = ++generation.current;
    next.current = undefined;
    inFlight.current = true;
    setTracks([]);
    setHasMore(false);
    setLoading(true);
    setLoadingMore(false);
    setError(null);
    discoveryQuery({ sort, search, genre })
      .then((page) => {
        if (generation.current !== mine) return;
        next.current = page.next;
        setTracks(page.tracks);
        setHasMore(page.next !== undefined);
      })
      .catch((e: unknown) => {
        if (generation.current === mine) setError(e instanceof Error ? e : new Error(String(e)));
      })
      .finally(() => {
        if (generation.current !== mine) return;
        inFlight.current = false;
        setLoading(false);
      });
  }, [sort, search, genre, attempt]);

  const loadMore = useCallback(() => {
    const after = next.current;
    if (!after || inFlight.current) return;
    const mine = generation.current;
    inFlight.current = true;
    setLoadingMore(true);
    discoveryQuery({ sort, search, genre, after })
      .then((page) => {
        if (generation.current !== mine) return;
        next.current = page.next;
        setHasMore(page.next !== undefined);
        setTracks((shown) => {
          const seen = new Set(shown.map((t) => t.id));
          return [...shown, ...page.tracks.filter((t) => !seen.has(t.id))];
        });
      })
      .catch((e: unknown) => {
        if (generation.current === mine) setError(e instanceof Error ? e : new Error(String(e)));
      })
      .finally(() => {
        if (generation.current !== mine) return;
        inFlight.current = false;
        setLoadingMore(false);
      });
  }, [sort, search, genre]);

  const retry = useCallback(() => {
    if (next.current && tracks.length > 0) {
      setError(null);
      loadMore();
    } else setAttempt((n) => n + 1);
  }, [loadMore, tracks.length]);

  return { tracks, loading, loadingMore, hasMore, error, loadMore, retry };
}
