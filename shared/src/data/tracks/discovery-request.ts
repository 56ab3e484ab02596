import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types.ts';
import type { LicenceId } from '../releases/licences.ts';
import { TRACK_SELECT, type Track } from './track-shape.ts';

/**
 * Discovery: sorted, searched, filtered and paged on the server (10 a page), keyset paging on
 * (counter desc, id) so the order indexes start at the cursor and a page never skips or repeats
 * a track because others moved. The one definition of the query: the site, the backend's paging
 * tests and `pnpm bench:discovery` all send these calls (this file imports nothing of the browser).
 */
export type DiscoverySort = 'likes' | 'plays' | 'recent';

export const DISCOVERY_SORTS: readonly DiscoverySort[] = ['likes', 'plays', 'recent'];
export const DISCOVERY_PAGE_SIZE = 10;

export const SORT_COLUMN = {
  likes: 'likes_count',
  plays: 'plays_count',
  recent: 'created_at',
} as const satisfies Record<DiscoverySort, string>;

export interface DiscoveryCursor {
  /** the sort column's value on the last row shown */
  value: number | string;
  id: string;
}

/** The formats Discover filters by, and the codecs the server records for each. */
export const DISCOVERY_FORMATS = { flac: ['FLAC'], wav: ['PCM', 'FLOAT'], alac: ['ALAC'] } as const;
export type DiscoveryFormat = keyof typeof DISCOVERY_FORMATS;

/**
 * Quality filters (docs/analysis.md#what-listeners-see). They read what the analysis heard
 * (`audio_files.effective_bit_depth`, `effective_sample_rate`, `lossy_suspected`), so padded or
 * upsampled files do not pass as high resolution.
 */
export interface DiscoveryQuality {
  /** leave out tracks the analysis found to come from a lossy source */
  hideLossy?: boolean;
  format?: DiscoveryFormat;
  /** e.g. 24: only tracks that use at least 24 bits */
  minBitDepth?: number;
  /** e.g. 96000 */
  minSampleRate?: number;
  /** one licence, or 'cc': any Creative Commons licence */
  licence?: LicenceId | 'cc';
}

export interface DiscoveryParams extends DiscoveryQuality {
  sort: DiscoverySort;
  search?: string;
  /** undefined, '' or 'all' = every genre */
  genre?: string;
  after?: DiscoveryCursor;
}

/** One Discover view: everything of a page request but where it starts. */
export type DiscoveryView = Omit<DiscoveryParams, 'after'>;

export interface DiscoveryPage {
  tracks: Track[];
  /** where the next page starts; undefined after the last page */
  next: DiscoveryCursor | undefined;
}

/** PostgREST list values are quoted so commas, dots and parentheses in user text stay data. */
export function quoteValue(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** The request for one page, as PostgREST calls: awaited, it answers { data, error }. */
export function discoveryRequest(params: DiscoveryParams, client: SupabaseClient<Database>) {
  const column = SORT_COLUMN[params.sort];
  let query = client
    .from('audio_files')
    .select(TRACK_SELECT)
    .order(column, { ascending: false })
    .order('id')
    .limit(DISCOVERY_PAGE_SIZE);
  const search = params.search?.trim();
  if (search) {
    // ilike wildcards typed by the user are matched literally
    const pattern = quoteValue(`%${search.replace(/[%_\\]/g, '\\$&')}%`);
    query = query.or(`title.ilike.${pattern},description.ilike.${pattern}`);
  }
  // supabase-js joins array values unquoted; a genre with a comma or quote must be one element
  if (params.genre && params.genre !== 'all')
    query = query.filter('genres', 'cs', `{${quoteValue(params.genre)}}`);
  if (params.hideLossy) query = query.eq('lossy_suspected', false);
  if (params.format) query = query.in('codec', [...DISCOVERY_FORMATS[params.format]]);
  if (params.minBitDepth) query = query.gte('effective_bit_depth', params.minBitDepth);
  if (params.minSampleRate) query = query.gte('effective_sample_rate', params.minSampleRate);
  // every Creative Commons id starts 'cc' (cc-by-4.0 … cc0-1.0); the other is all-rights-reserved
  if (params.licence === 'cc') query = query.like('licence', 'cc%');
  else if (params.licence) query = query.eq('licence', params.licence);
  if (params.after) {
    const v = quoteValue(String(params.after.value));
    // The redundant bound lets the (counter desc, id) index start at the cursor instead of the top.
    query = query
      .lte(column, String(params.after.value))
      .or(`${column}.lt.${v},and(${column}.eq.${v},id.gt.${params.after.id})`);
  }
  return query;
}

/** Where the page after `rows` starts; undefined when `rows` was the last page. */
export function nextCursor(
  sort: DiscoverySort,
  rows: ReadonlyArray<{ id: string; likes_count: number; plays_count: number; created_at: string }>,
): DiscoveryCursor | undefined {
  const last = rows[rows.length - 1];
  if (rows.length < DISCOVERY_PAGE_SIZE || !last) return undefined;
  return { value: last[SORT_COLUMN[sort]], id: last.id };
}
