import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types.ts';
import type { NewestFirstCursor } from '../paging/newest-first.ts';
import { TRACK_SELECT } from '../tracks/track-shape.ts';

/** Tracks per page of the feed (docs/product.md#9-constants-and-limits). */
export const FEED_PAGE_SIZE = 10;

/** Where the next page starts: the last track's (created_at, id). */
export type FeedCursor = NewestFirstCursor;

/**
 * One page of the signed-in member's feed as PostgREST calls: the tracks of the artists they
 * follow, newest first, keyset paged. public.feed_page() knows who is asking and reads at most a
 * page per followed artist (supabase/migrations/20261128006000_search_people_and_playlists.sql).
 * Imports nothing of the browser: the site and `pnpm bench:community` send it.
 */
export function feedRequest(after: FeedCursor | null, client: SupabaseClient<Database>) {
  return client
    .rpc(
      'feed_page',
      after
        ? { after_created_at: after.createdAt, after_id: after.id, page_size: FEED_PAGE_SIZE }
        : { page_size: FEED_PAGE_SIZE },
    )
    .select(TRACK_SELECT)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(FEED_PAGE_SIZE);
}
