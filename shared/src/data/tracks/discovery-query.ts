import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../../client/supabase-client.ts';
import { TRACK_SELECT, type Track } from './track-shape.ts';

/**
 * Discovery: sorted, searched, filtered and paged on the server (10 a page, SPEC §9), keyset
 * paging on (counter desc, id) so the order indexes start at the cursor and a page never skips
 * or repeats a track because others moved. Same calls as backend/src/rest/discovery-query.ts.
 */
export type DiscoverySort = 'likes' | 'plays' | 'recent';

export const DISCOVERY_SORTS: readonly DiscoverySort[] = ['likes', 'plays', 'recent'];
export const DISCOVERY_PAGE_SIZE = 10;

const SORT_COLUMN = { likes: 'likes_count', plays: 'plays_count', recent: 'created_at' } as const;

export interface DiscoveryCursor {
  /** the sort column's value on the last row shown */
  value: number | string;
  id: string;
}

export interface DiscoveryParams {
  sort: DiscoverySort;
  search?: string;
  /** undefined, '' or 'all' = every genre */
  genre?: string;
  after?: DiscoveryCursor;
}

export interface DiscoveryPage {
  tracks: Track[];
  /** where the next page starts; undefined after the last page */
  next: DiscoveryCursor | undefined;
}

/** PostgREST list values are quoted so commas, dots and parentheses in user text stay data. */
function quoteValue(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

export async function discoveryQuery(
  params: DiscoveryParams,
  client: SupabaseClient = getSupabase(),
): Promise<DiscoveryPage> {
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
  if (params.after) {
    const v = quoteValue(String(params.after.value));
    // The redundant bound lets the (counter desc, id) index start at the cursor instead of the top.
    query = query
      .lte(column, String(params.after.value))
      .or(`${column}.lt.${v},and(${column}.eq.${v},id.gt.${params.after.id})`);
  }
  const { data, error } = await query;
  if (error) throw error;
  const tracks = data as unknown as Track[];
  const last = tracks[tracks.length - 1];
  const next =
    tracks.length === DISCOVERY_PAGE_SIZE && last
      ? { value: last[column] as number | string, id: last.id }
      : undefined;
  return { tracks, next };
}
