import {
  DEFAULT_DISCOVERY_REQUEST,
  DEFAULT_FEATURED_USERNAME,
  discoveryOptions,
  featuredTrackOptions,
  hifiQueryClient,
  readFirstViewData,
} from '@hifi/shared';

/**
 * The featured user mf-discover shows. Both builds read the same variable (`pnpm build` builds
 * them in one environment); a remote built with another name only makes this warm-up a wasted read.
 */
const featuredUsername = import.meta.env.PUBLIC_FEATURED_USERNAME || DEFAULT_FEATURED_USERNAME;

/**
 * A cold /discover (default view: no query string) asks for its first page and featured track
 * into the page's one query cache while the mf-discover remote is still loading, so the data is
 * not a network step after the remote (docs/decisions/0009). mf-discover reads them under the
 * same keys (DEFAULT_DISCOVERY_REQUEST); any other page or view asks for nothing here.
 */
export function warmDiscover(location: Pick<Location, 'pathname' | 'search'>, doc = document): boolean {
  if (location.pathname.replace(/\/$/, '') !== '/discover' || location.search !== '') return false;
  // A page with the first view in it brought the same answers along (supabase/functions/first-view):
  // they go into the cache as just fetched, so the app draws them without asking again.
  const seeded = readFirstViewData(doc);
  if (seeded) {
    hifiQueryClient.setQueryData(discoveryOptions(DEFAULT_DISCOVERY_REQUEST).queryKey, {
      pages: [seeded.page],
      pageParams: [undefined],
    });
  } else {
    void hifiQueryClient.prefetchInfiniteQuery(discoveryOptions(DEFAULT_DISCOVERY_REQUEST));
  }
  // the function features FEATURED_USERNAME; a build that names another asks for its own
  if (seeded?.featuredUsername === featuredUsername) {
    hifiQueryClient.setQueryData(featuredTrackOptions(featuredUsername).queryKey, seeded.featured);
  } else {
    void hifiQueryClient.prefetchQuery(featuredTrackOptions(featuredUsername));
  }
  return true;
}
