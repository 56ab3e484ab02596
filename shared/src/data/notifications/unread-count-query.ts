import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * How often an open tab asks for the unread count: every 15 s, so a new notification shows
 * within 30 s without a reload; 4 requests a minute per open tab (one HEAD with a count, no
 * rows), and none while the tab is hidden. The local stack does not speak Realtime's protocol.
 */
export const UNREAD_POLL_MS = 15_000;

/** The signed-in member's unread notifications, counted by the database. */
export async function unreadCountQuery(client: HifiClient = getSupabase()): Promise<number> {
  const { count, error } = await client
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  if (error) throw error;
  return count ?? 0;
}

export const unreadCountOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: () => unreadCountQuery(),
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
