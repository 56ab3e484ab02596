import { infiniteQueryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { nextCursor } from '../paging/newest-first.ts';
import type { Track } from '../tracks/track-shape.ts';
import { feedKeys } from './feed-keys.ts';
import { FEED_PAGE_SIZE, type FeedCursor, feedRequest } from './feed-request.ts';

export { FEED_PAGE_SIZE, type FeedCursor } from './feed-request.ts';

export interface FeedPage {
  tracks: Track[];
  next: FeedCursor | null;
}

/**
 * One page of the signed-in member's feed: the tracks of the artists they follow, newest first,
 * paged by keyset (feed-request.ts).
 */
export async function feedQuery(
  after: FeedCursor | null,
  client: HifiClient = getSupabase(),
): Promise<FeedPage> {
  const { data, error } = await feedRequest(after, client);
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
