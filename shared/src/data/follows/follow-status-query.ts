import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { followKeys } from './follow-keys.ts';

/** Whether `followerId` follows `followeeId` (follows are public). */
export async function followStatusQuery(
  { followerId, followeeId }: { followerId: string; followeeId: string },
  client: HifiClient = getSupabase(),
): Promise<boolean> {
  const { data, error } = await client
    .from('follows')
    .select('followee_id')
    .eq('follower_id', followerId)
    .eq('followee_id', followeeId)
    .maybeSingle();
  if (error) throw error;
  return data !== null;
}

export const followStatusOptions = (followerId: string, followeeId: string) =>
  queryOptions({
    queryKey: followKeys.status(followerId, followeeId),
    queryFn: () => followStatusQuery({ followerId, followeeId }),
  });
