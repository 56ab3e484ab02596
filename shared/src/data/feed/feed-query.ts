import { infiniteQueryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { type NewestFirstCursor, nextCursor, olderThan } from '../paging/newest-first.ts';
import { TRACK_SELECT, type Track } from '../tracks/track-shape.ts';
import { feedKeys } from './feed-keys.ts';

/** Tracks per page of the feed (docs/product.md#9-constants-and-limits). */
export const FEED_PAGE_SIZE = 10;

/** Where the next page starts: the last track's (created_at, id). */
export type FeedCursor = NewestFirstCursor;

export interface FeedPage {
  tracks: Track[];
  next: FeedCursor | null;
}

/**
 * One page of the signed-in member's feed: the tracks of the artists they follow, newest first,
 * paged by keyset (public.feed_tracks() knows who is asking).
 */
export async function feedQuery(
  after: FeedCursor | null,
  client: HifiClient = getSupabase(),
): Promise<FeedPage> {
  let request = client.rpc('feed_tracks').select(TRACK_SELECT);
  if (after) request = request.or(olderThan(after));
  const { data, error } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(FEED_PAGE_SIZE);
  if (error) throw error;
  const tracks: Track[] = data;
  return { tracks, next: nextCursor(tracks, FEED_PAGE_SIZE) };
}

export const feedOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: feedKeys.pages(userId),
    queryFn: ({ pageParam }) => feedQuery(pageParam),
    initialPageParam: null as FeedCursor | null,
    getNextPageParam: (page) => page.next,
  });
