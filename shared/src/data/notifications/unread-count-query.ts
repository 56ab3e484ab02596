import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { notificationKeys } from './notification-keys.ts';
import { UNREAD_POLL, unreadCountRequest } from './unread-count-request.ts';

export { UNREAD_POLL_MS } from './unread-count-request.ts';

/** The signed-in member's unread notifications, counted by the database. */
export function unreadCountQuery(client: HifiClient = getSupabase()): Promise<number> {
  return unreadCountRequest(client);
}

export const unreadCountOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: () => unreadCountQuery(),
    ...UNREAD_POLL,
  });
