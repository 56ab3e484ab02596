import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  type DiscoveryCursor,
  type DiscoveryPage,
  type DiscoveryView,
  discoveryQuery,
} from './discovery-query.ts';
import { trackKeys } from './track-shape.ts';

/** One view of discovery as an infinite query: each page starts at the previous page's cursor. */
export const discoveryOptions = (view: DiscoveryView) =>
  infiniteQueryOptions({
    queryKey: trackKeys.discovery(view),
    queryFn: ({ pageParam }) => discoveryQuery({ ...view, after: pageParam }),
    initialPageParam: undefined as DiscoveryCursor | undefined,
    getNextPageParam: (page: DiscoveryPage) => page.next,
  });
