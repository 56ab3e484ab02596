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

/**
 * The request of Discover's default view (no search, genre, sort or filter in the URL). mf-discover
 * asks for it and the shell starts it before that remote has loaded (shell/src/features/warm-up), so
 * both must build the very same query key: this is its one definition.
 */
export const DEFAULT_DISCOVERY_REQUEST: Readonly<DiscoveryView> = { sort: 'likes', search: '', genre: 'all' };
