import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types.ts';

/**
 * How often an open tab asks for the unread count: every 15 s, so a new notification shows
 * within 30 s without a reload; 4 requests a minute per open tab (one HEAD with a count, no
 * rows), and none while the tab is hidden (`pnpm bench:community` measures both). The local
 * stack does not speak Realtime's protocol.
 */
export const UNREAD_POLL_MS = 15_000;

/** The poll's cadence, as TanStack Query options: the bell and the benchmark use these. */
export const UNREAD_POLL = { refetchInterval: UNREAD_POLL_MS, refetchIntervalInBackground: false } as const;

/** The signed-in member's unread notifications, counted by the database. */
export async function unreadCountRequest(client: SupabaseClient<Database>): Promise<number> {
  const { count, error } = await client
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  if (error) throw error;
  return count ?? 0;
}
