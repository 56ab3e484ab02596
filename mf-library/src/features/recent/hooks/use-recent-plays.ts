import { hifiQueryClient, type RecentPlay, recentPlaysOptions, useSession } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';

export type RecentPlays =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; plays: RecentPlay[] };

/** The signed-in member's last 10 plays, newest first. */
export function useRecentPlays(): RecentPlays {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const query = useQuery({ ...recentPlaysOptions(userId ?? ''), enabled: userId !== null }, hifiQueryClient);
  if (query.error) return { status: 'error', message: 'Could not load your recent plays. Please try again.' };
  return query.data ? { status: 'ready', plays: query.data } : { status: 'loading' };
}
