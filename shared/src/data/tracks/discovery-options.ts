import { infiniteQueryOptions } from '@tanstack/react-query';
import { type DiscoveryCursor, type DiscoveryPage, discoveryQuery } from './discovery-query.ts';
import { type DiscoveryView, trackKeys } from './track-shape.ts';

/** One view of discovery as an infinite query: each page starts at the previous page's cursor. */
export const discoveryOptions = (view: DiscoveryView) =>
  infiniteQueryOptions({
    queryKey: trackKeys.discovery(view),
    queryFn: ({ pageParam }) => discoveryQuery({ ...view, after: pageParam }),
    initialPageParam: undefined as DiscoveryCursor | undefined,
    getNextPageParam: (page: DiscoveryPage) => page.next,
  });
