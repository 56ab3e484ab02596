import { infiniteQueryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { type NewestFirstCursor, nextCursor, olderThan } from '../paging/newest-first.ts';
import { notificationKeys } from './notification-keys.ts';
import { type HifiNotification, NOTIFICATION_SELECT, type NotificationKind } from './notification-shape.ts';

/** Notifications per page (docs/product.md#9-constants-and-limits). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationsPage {
  notifications: HifiNotification[];
  /** the last row's (created_at, id), where the next page starts; null at the end */
  next: NewestFirstCursor | null;
}

/** One page of the signed-in member's notifications, newest first (RLS shows only their own). */
export async function notificationsQuery(
  after: NotificationsPage['next'],
  client: HifiClient = getSupabase(),
): Promise<NotificationsPage> {
  let request = client.from('notifications').select(NOTIFICATION_SELECT);
  if (after) request = request.or(olderThan(after));
  const { data, error } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(NOTIFICATIONS_PAGE_SIZE);
  if (error) throw error;
  const notifications = data.map((n) => ({ ...n, kind: n.kind as NotificationKind }));
  return { notifications, next: nextCursor(notifications, NOTIFICATIONS_PAGE_SIZE) };
}

export const notificationsOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam }) => notificationsQuery(pageParam),
    initialPageParam: null as NotificationsPage['next'],
    getNextPageParam: (page) => page.next,
  });
