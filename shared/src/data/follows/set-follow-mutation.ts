import { useMutation } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { feedKeys } from '../feed/feed-keys.ts';
import { profileKeys } from '../profiles/profile-shape.ts';
import { hifiQueryClient } from '../query-client.ts';
import { followKeys } from './follow-keys.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * Follows or unfollows `followeeId` as `followerId`. Idempotent like a like: following someone
 * already followed (another tab got there first) ends followed, not in an error. The database
 * refuses following yourself (docs/product.md#6-roles-and-permissions).
 */
export async function setFollowMutation(
  { followerId, followeeId, following }: { followerId: string; followeeId: string; following: boolean },
  client: HifiClient = getSupabase(),
): Promise<void> {
  if (following) {
    const { error } = await client
      .from('follows')
      .insert({ follower_id: followerId, followee_id: followeeId });
    if (error && error.code !== UNIQUE_VIOLATION) throw error;
    return;
  }
  const { error } = await client
    .from('follows')
    .delete()
    .eq('follower_id', followerId)
    .eq('followee_id', followeeId);
  if (error) throw error;
}

/** Follow/Unfollow: the button turns at once; counts, the feed and suggestions are read again. */
export function useSetFollow() {
  return useMutation(
    {
      mutationFn: (change: { followerId: string; followeeId: string; following: boolean }) =>
        setFollowMutation(change),
      onMutate: ({ followerId, followeeId, following }) => {
        hifiQueryClient.setQueryData(followKeys.status(followerId, followeeId), following);
      },
      onError: (_error, { followerId, followeeId, following }) => {
        hifiQueryClient.setQueryData(followKeys.status(followerId, followeeId), !following);
      },
      onSettled: (_data, _error, { followerId, followeeId }) =>
        Promise.all([
          hifiQueryClient.invalidateQueries({ queryKey: followKeys.all }),
          hifiQueryClient.invalidateQueries({ queryKey: profileKeys.detail(followerId) }),
          hifiQueryClient.invalidateQueries({ queryKey: profileKeys.detail(followeeId) }),
          hifiQueryClient.invalidateQueries({ queryKey: feedKeys.all }),
        ]),
    },
    hifiQueryClient,
  );
}
