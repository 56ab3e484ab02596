import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types.ts';
import { TRACK_SELECT } from '../tracks/track-shape.ts';

/** Tracks per page of the feed (docs/product.md#9-constants-and-limits). */
export const FEED_PAGE_SIZE = 10;

/** Where the next page starts: the last track's (created_at, id). */
export interface FeedCursor {
  createdAt: string;
  id: string;
}

/**
 * One page of the signed-in member's feed as PostgREST calls: the tracks of the artists they
 * follow, newest first, keyset paged (public.feed_tracks() knows who is asking). Imports nothing
 * of the browser: the site and `pnpm bench:community` send it.
 */
export function feedRequest(after: FeedCursor | null, client: SupabaseClient<Database>) {
  let request = client.rpc('feed_tracks').select(TRACK_SELECT);
  if (after) {
    request = request.or(
      `created_at.lt."${after.createdAt}",and(created_at.eq."${after.createdAt}",id.lt.${after.id})`,
    );
  }
  return request
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(FEED_PAGE_SIZE);
}
