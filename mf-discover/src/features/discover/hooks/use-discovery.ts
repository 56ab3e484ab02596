import {
  DEFAULT_DISCOVERY_REQUEST,
  type DiscoveryView as DiscoveryRequestView,
  discoveryOptions,
  hifiQueryClient,
  type Track,
} from '@hifi/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { type DiscoveryView, isDefaultView } from './use-discovery-params.ts';

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
export function useDiscovery(view: DiscoveryView): DiscoveryState {
  const { sort, search, genre, hideLossy, format, minBitDepth, minSampleRate, licence } = view;
  const request = useMemo(() => {
    const shown = { sort, search, genre, hideLossy, format, minBitDepth, minSampleRate, licence };
    // the shell may already have asked for the default view's first page under this very key
    return isDefaultView(shown) ? DEFAULT_DISCOVERY_REQUEST : toRequest(shown);
  }, [sort, search, genre, hideLossy, format, minBitDepth, minSampleRate, licence]);
  const query = useInfiniteQuery(discoveryOptions(request), hifiQueryClient);
  useEffect(
    () => () => {
      const cache = hifiQueryClient.getQueryCache();
      const left = cache.find({ queryKey: discoveryOptions(request).queryKey, exact: true });
      // after the commit: a view that another observer (or StrictMode's re-run) still shows stays
      queueMicrotask(() => {
        if (left && left.getObserversCount() === 0) cache.remove(left);
      });
    },
    [request],
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

/** The page request for a view: filters at their default are left out (one cache key per view). */
export function toRequest(view: DiscoveryView): DiscoveryRequestView {
  return {
    sort: view.sort,
    search: view.search,
    genre: view.genre,
    ...(view.hideLossy && { hideLossy: true }),
    ...(view.format !== 'any' && { format: view.format }),
    ...(view.minBitDepth > 0 && { minBitDepth: view.minBitDepth }),
    ...(view.minSampleRate > 0 && { minSampleRate: view.minSampleRate }),
    ...(view.licence !== 'any' && { licence: view.licence }),
  };
}
