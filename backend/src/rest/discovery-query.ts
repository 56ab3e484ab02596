import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The discovery query exactly as the frontend writes it (shared's data API calls the same
 * code): server-side sort, search and genre filters, 10 per page, keyset paging on
 * (counter desc, id) so a page never repeats or skips a track because others moved. Lives here
 * so the tests and the benchmark run the very calls the site makes.
 */
export type DiscoverySort = 'likes' | 'plays' | 'recent';

export const DISCOVERY_PAGE_SIZE = 10;

export const SORT_COLUMN = {
  likes: 'likes_count',
  plays: 'plays_count',
  recent: 'created_at',
} as const satisfies Record<DiscoverySort, string>;

export interface DiscoveryCursor {
  /** the sort column's value of the last row shown (number, or the created_at string) */
  value: number | string;
  id: string;
}

export interface DiscoveryOptions {
  sort: DiscoverySort;
  search?: string;
  genre?: string;
  after?: DiscoveryCursor;
  select?: string;
}

/** PostgREST list values are quoted so commas, dots and parentheses in user text stay data. */
export function quoteValue(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

export function discoveryQuery(client: SupabaseClient, options: DiscoveryOptions) {
  const column = SORT_COLUMN[options.sort];
  let query = client
    .from('audio_files')
    .select(options.select ?? '*, profiles(email, username)')
    .order(column, { ascending: false })
    .order('id')
    .limit(DISCOVERY_PAGE_SIZE);
  const search = options.search?.trim();
  if (search) {
    const pattern = quoteValue(`%${search.replace(/[%_\\]/g, '\\$&')}%`);
    query = query.or(`title.ilike.${pattern},description.ilike.${pattern}`);
  }
  if (options.genre) query = query.contains('genres', [options.genre]);
  if (options.after) {
    const v = quoteValue(String(options.after.value));
    // The redundant bound lets the (counter desc, id) index start at the cursor instead of the top.
    query = query
      .lte(column, String(options.after.value))
      .or(`${column}.lt.${v},and(${column}.eq.${v},id.gt.${options.after.id})`);
  }
  return query;
}

/** The cursor that continues after a page (undefined when the page was the last). */
export function nextCursor(
  sort: DiscoverySort,
  rows: Array<Record<string, unknown>>,
): DiscoveryCursor | undefined {
  if (rows.length < DISCOVERY_PAGE_SIZE) return undefined;
  const last = rows[rows.length - 1] as Record<string, unknown>;
  return { value: last[SORT_COLUMN[sort]] as number | string, id: last.id as string };
}
