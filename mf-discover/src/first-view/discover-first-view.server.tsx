/**
 * Discover's first screen rendered on a server (supabase/functions/first-view): the very
 * DiscoverPage the remote renders in the browser, drawn from the data the function read, so the
 * HTML and the app are the same markup by construction. Built into a plain ES module
 * by mf-discover's build (shared/mf/server-bundle-plugin.ts), which the function imports: a
 * function on Deno has neither the workspace's bundler nor its packages.
 *
 * The request the function sends is defined here too, from shared's data layer (the select, the
 * page size, the default sort and its cursor), so the first view asks for what the app would.
 */
import {
  DEFAULT_DISCOVERY_REQUEST,
  discoveryOptions,
  featuredTrackOptions,
  hifiQueryClient,
  initSupabase,
  TRACK_SELECT,
  type Track,
} from '@hifi/shared';
import {
  DISCOVERY_PAGE_SIZE,
  type DiscoveryPage,
  nextCursor,
  SORT_COLUMN,
} from '@hifi/shared/discovery-query';
// the edge build: the browser one opens a MessageChannel as it loads, which would keep the local
// stack's Node process from exiting
import { renderToString } from 'react-dom/server.edge';
import { MemoryRouter } from 'react-router-dom';
import type {
  DiscoverFirstViewData,
  FirstPageRequest,
  RenderDiscoverFirstView,
} from '../../../supabase/functions/first-view/contract.ts';
import { DiscoverPage, FEATURED_USERNAME } from '../features/discover/components/discover-page.tsx';

const sort = DEFAULT_DISCOVERY_REQUEST.sort;

/**
 * Cards of the list rendered on the server: more than a tall screen shows, fewer than the page's
 * 10, so the first paint has less to parse and lay out on a slow phone (the app draws the rest
 * below the fold when it takes over).
 */
export const FIRST_VIEW_ROWS = 5;

/** The default view's first page as PostgREST parameters (discoveryRequest without filters). */
export const firstPageRequest: FirstPageRequest = {
  select: TRACK_SELECT,
  order: `${SORT_COLUMN[sort]}.desc,id.asc`,
  limit: DISCOVERY_PAGE_SIZE,
  featuredUsername: FEATURED_USERNAME,
  next: (rows) => nextCursor(sort, rows as unknown as DiscoveryPage['tracks']),
};

/**
 * The screen's HTML. The page's one query cache is seeded with the data, rendered from, and
 * emptied again in one synchronous call, so requests served by the same isolate never meet.
 * `idPrefix` keeps React's ids apart from the app's, which is in the page at the same time.
 */
export const renderDiscoverFirstView: RenderDiscoverFirstView = (
  data,
  { supabaseUrl, anonKey, idPrefix },
) => {
  // covers are public Storage URLs made by the client (no request is sent)
  initSupabase({ url: supabaseUrl, anonKey }, { session: false });
  // the rows of TRACK_SELECT as PostgREST answered them (JSON at the function's boundary)
  const page = data.page as unknown as DiscoveryPage;
  hifiQueryClient.setQueryData(discoveryOptions(DEFAULT_DISCOVERY_REQUEST).queryKey, {
    // the rows below the first screen come with the app (the page's data carries them all)
    pages: [{ ...page, tracks: page.tracks.slice(0, FIRST_VIEW_ROWS) }],
    pageParams: [undefined],
  });
  hifiQueryClient.setQueryData(
    featuredTrackOptions(data.featuredUsername).queryKey,
    data.featured as unknown as Track | null,
  );
  try {
    return renderToString(
      <MemoryRouter initialEntries={['/discover']}>
        <DiscoverPage featuredUsername={data.featuredUsername} />
      </MemoryRouter>,
      { identifierPrefix: idPrefix },
    );
  } finally {
    hifiQueryClient.clear();
  }
};

export { readTrackFirstView, renderTrackFirstView } from './track-first-view.tsx';
export type { DiscoverFirstViewData };
