import {
  type HifiNotification,
  hifiQueryClient,
  notificationsOptions,
  unreadCountOptions,
  useMarkNotificationsRead,
  useSession,
} from '@hifi/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

export type NotificationsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      notifications: HifiNotification[];
      more: boolean;
      loadingMore: boolean;
      loadMore(): void;
    };

/**
 * The member's notifications, newest first, page by page. Opening the list marks them read; the
 * bell's poll (the same cached unread count, so no second poll) brings new ones into the open
 * list: when the count rises, the list is read again and marked read again.
 */
export function useNotifications(): NotificationsState {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : '';
  const enabled = userId !== '';
  const list = useInfiniteQuery({ ...notificationsOptions(userId), enabled }, hifiQueryClient);
  const unread = useQuery({ ...unreadCountOptions(userId), enabled }, hifiQueryClient).data ?? 0;
  const markRead = useMarkNotificationsRead(userId);
  const { mutate } = markRead;
  const { refetch } = list;
  const loaded = list.data !== undefined;

  useEffect(() => {
    if (!loaded || unread === 0) return;
    let stale = false;
    void refetch().then(() => {
      if (!stale) mutate();
    });
    return () => {
      stale = true;
    };
  }, [loaded, unread, refetch, mutate]);

  if (list.error) return { status: 'error', message: 'Could not load your notifications. Please try again.' };
  if (!list.data) return { status: 'loading' };
  return {
    status: 'ready',
    notifications: list.data.pages.flatMap((page) => page.notifications),
    more: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
  };
}
