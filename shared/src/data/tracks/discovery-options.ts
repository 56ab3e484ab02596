import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  type DiscoveryCursor,
  type DiscoveryPage,
  type DiscoveryParams,
  discoveryQuery,
} from './discovery-query.ts';
import { trackKeys } from './track-shape.ts';

/** One view of discovery as an infinite query: each page starts at the previous page's cursor. */
export const discoveryOptions = ({ sort, search = '', genre = 'all' }: Omit<DiscoveryParams, 'after'>) =>
  infiniteQueryOptions({
    queryKey: trackKeys.discovery(sort, search, genre),
    queryFn: ({ pageParam }) => discoveryQuery({ sort, search, genre, after: pageParam }),
    initialPageParam: undefined as DiscoveryCursor | undefined,
    getNextPageParam: (page: DiscoveryPage) => page.next,
  });
