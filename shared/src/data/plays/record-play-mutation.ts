import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';

export const RECORD_PLAY_ERROR = 'Failed to record play count';

/**
 * Inserts one plays row for the track: as the signed-in user, or with a null user for visitors
 * (RLS refuses anything else). Throws Error('Failed to record play count') on any failure.
 */
export async function recordPlay(
  audioFileId: string,
  userId: string | null,
  client: HifiClient = getSupabase(),
): Promise<void> {
  const { error } = await client.from('plays').insert({ audio_file_id: audioFileId, user_id: userId });
  if (error) throw new Error(RECORD_PLAY_ERROR, { cause: error });
}
