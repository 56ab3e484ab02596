import {
  DEFAULT_DISCOVERY_REQUEST,
  DEFAULT_FEATURED_USERNAME,
  discoveryOptions,
  featuredTrackOptions,
  hifiQueryClient,
} from '@hifi/shared';

/**
 * The featured user mf-discover shows. Both builds read the same variable (`pnpm build` builds
 * them in one environment); a remote built with another name only makes this warm-up a wasted read.
 */
const featuredUsername = import.meta.env.PUBLIC_FEATURED_USERNAME || DEFAULT_FEATURED_USERNAME;

/**
 * A cold /discover (default view: no query string) asks for its first page and featured track
 * into the page's one query cache while the mf-discover remote is still loading, so the data is
 * not a network step after the remote (issue 20). mf-discover reads them under the same keys
 * (DEFAULT_DISCOVERY_REQUEST); any other page or view asks for nothing here.
 */
export function warmDiscover(location: Pick<Location, 'pathname' | 'search'>): boolean {
  if (location.pathname.replace(/\/$/, '') !== '/discover' || location.search !== '') return false;
  void hifiQueryClient.prefetchInfiniteQuery(discoveryOptions(DEFAULT_DISCOVERY_REQUEST));
  void hifiQueryClient.prefetchQuery(featuredTrackOptions(featuredUsername));
  return true;
}
