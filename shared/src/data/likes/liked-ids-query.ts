import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../../client/supabase-client.ts';

/**
 * Which of these tracks the user likes. Asked for the tracks on screen rather than every like the
 * user ever made, so a long-time listener's first page stays one small read.
 */
export async function likedIdsQuery(
  userId: string,
  trackIds: readonly string[],
  client: SupabaseClient = getSupabase(),
): Promise<Set<string>> {
  if (trackIds.length === 0) return new Set();
  const { data, error } = await client
    .from('likes')
    .select('audio_file_id')
    .eq('user_id', userId)
    .in('audio_file_id', [...trackIds]);
  if (error) throw error;
  return new Set((data as Array<{ audio_file_id: string }>).map((row) => row.audio_file_id));
}
