import { useMutation } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { hifiQueryClient } from '../query-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** Marks every unread notification of the signed-in member read (opening the list does). */
export async function markNotificationsReadMutation(client: HifiClient = getSupabase()): Promise<void> {
  const { error } = await client
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .is('read_at', null);
  if (error) throw error;
}

/** The bell drops to zero at once; the list keeps showing which ones were new until it is read again. */
export function useMarkNotificationsRead(userId: string) {
  return useMutation(
    {
      mutationFn: () => markNotificationsReadMutation(),
      onSuccess: () => {
        hifiQueryClient.setQueryData(notificationKeys.unread(userId), 0);
      },
    },
    hifiQueryClient,
  );
}
