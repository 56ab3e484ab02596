/**
 * What the first-view function and the apps' server entries agree on (types only). The entries
 * (mf-discover/src/first-view, shell/src/first-view) are built by `pnpm build` into ./generated/,
 * whose declarations (generated/*.d.ts) point here; both sides are checked against these types.
 */

/** A row as a card shows it: a track of the site's TRACK_SELECT (shared/src/data/tracks/track-shape.ts). */
export interface FirstViewTrack {
  id: string;
  likes_count: number;
  plays_count: number;
  created_at: string;
  cover_path?: string | null;
  [column: string]: unknown;
}

export interface DiscoverFirstViewData {
  /** the first page, in the shape of the site's DiscoveryPage */
  page: { tracks: FirstViewTrack[]; next: { value: number | string; id: string } | undefined };
  /** whose newest track is featured, and that track (null: no such user or no track) */
  featuredUsername: string;
  featured: FirstViewTrack | null;
}

/** The default view's first page as PostgREST parameters, from shared's data layer. */
export interface FirstPageRequest {
  select: string;
  order: string;
  limit: number;
  /** whose newest track the site features (its build's PUBLIC_FEATURED_USERNAME) */
  featuredUsername: string;
  /** where the next page starts (shared's nextCursor for the default sort) */
  next(rows: readonly FirstViewTrack[]): { value: number | string; id: string } | undefined;
}

export interface RenderOptions {
  /** the API URL the page's client uses (covers are public Storage URLs under it) */
  supabaseUrl: string;
  anonKey: string;
  /** React's useId prefix: the first view and the app are in the page at once */
  idPrefix: string;
}

export type RenderDiscoverFirstView = (data: DiscoverFirstViewData, options: RenderOptions) => string;

export interface ShellChromeOptions {
  /** the route the page shows */
  pathname: string;
  /** the desktop rail is expanded (the sidebar_state cookie) */
  railOpen: boolean;
  /** the MF remote whose page fills the main area, and that page's HTML */
  remote: string;
  content: string;
  idPrefix: string;
}

/** The shell's layout (rail, header, main, footer) around a remote page's HTML, as a visitor sees it. */
export type RenderShellChrome = (options: ShellChromeOptions) => string;

/**
 * The track page's data: the track (TRACK_SELECT), its comments and its analysis (null: none yet),
 * as shared's queries answer them. Without the analysis (it could not be read) the page draws its
 * placeholders and the app asks again.
 */
export interface TrackFirstViewData {
  track: FirstViewTrack;
  comments: unknown[];
  analysis?: unknown;
}

/** Reads a track page's data with shared's own queries; null: no such track for a visitor. */
export type ReadTrackFirstView = (
  id: string,
  api: { supabaseUrl: string; anonKey: string },
) => Promise<TrackFirstViewData | null>;

export type RenderTrackFirstView = (data: TrackFirstViewData, options: RenderOptions) => string;
