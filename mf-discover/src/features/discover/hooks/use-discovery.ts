import { type DiscoverySort, discoveryOptions, hifiQueryClient, type Track } from '@hifi/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';

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
 * Pages of discovery for one view, an infinite query keyed by the view: a new view starts from
 * page 1 and an answer for an older view never lands in a newer one. Tracks are de-duplicated by
 * id: a track unliked while the visitor scrolls can move below the cursor and come round again.
 * A view left is dropped from the cache: coming back is a fresh visit that starts from the top
 * (skeletons, page 1), not a list of hundreds of cards scrolled to where the marker fires again.
 */
export function useDiscovery(view: { sort: DiscoverySort; search: string; genre: string }): DiscoveryState {
  const query = useInfiniteQuery(discoveryOptions(view), hifiQueryClient);
  const { sort, search, genre } = view;
  useEffect(
    () => () => {
      const cache = hifiQueryClient.getQueryCache();
      const left = cache.find({ queryKey: discoveryOptions({ sort, search, genre }).queryKey, exact: true });
      // after the commit: a view that another observer (or StrictMode's re-run) still shows stays
      queueMicrotask(() => {
        if (left && left.getObserversCount() === 0) cache.remove(left);
      });
    },
    [sort, search, genre],
  );
  const { data, isPending, isFetching, isFetchingNextPage, hasNextPage, error, fetchNextPage, refetch } =
    query;

  const tracks = useMemo(() => {
    const seen = new Set<string>();
    const shown: Track[] = [];
    for (const page of data?.pages ?? [])
      for (const track of page.tracks) {
        if (seen.has(track.id)) continue;
        seen.add(track.id);
        shown.push(track);
      }
    return shown;
  }, [data]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);

  const retry = useCallback(() => {
    if (hasNextPage && tracks.length > 0) void fetchNextPage();
    else void refetch();
  }, [hasNextPage, tracks.length, fetchNextPage, refetch]);

  return {
    tracks,
    loading: isPending && isFetching,
    loadingMore: isFetchingNextPage,
    hasMore: hasNextPage,
    error,
    loadMore,
    retry,
  };
}
