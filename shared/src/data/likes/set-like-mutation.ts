import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * Likes or unlikes a track as `userId`. Idempotent: liking a liked track (another tab got there
 * first, unique violation) or unliking one that is not liked ends in the asked state, not an error.
 */
export async function setLikeMutation(
  { trackId, userId, liked }: { trackId: string; userId: string; liked: boolean },
  client: HifiClient = getSupabase(),
): Promise<void> {
  if (liked) {
    const { error } = await client.from('likes').insert({ audio_file_id: trackId, user_id: userId });
    if (error && error.code !== UNIQUE_VIOLATION) throw error;
    return;
  }
  const { error } = await client.from('likes').delete().eq('audio_file_id', trackId).eq('user_id', userId);
  if (error) throw error;
}
