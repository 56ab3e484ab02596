import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';

/**
 * Which of these tracks the user likes. Asked for the tracks on screen rather than every like the
 * user ever made, so a long-time listener's first page stays one small read.
 */
export async function likedIdsQuery(
  userId: string,
  trackIds: readonly string[],
  client: HifiClient = getSupabase(),
): Promise<Set<string>> {
  if (trackIds.length === 0) return new Set();
  const { data, error } = await client
    .from('likes')
    .select('audio_file_id')
    .eq('user_id', userId)
    .in('audio_file_id', [...trackIds]);
  if (error) throw error;
  return new Set(data.map((row) => row.audio_file_id));
}

export const likeKeys = {
  all: ['likes'] as const,
  byUser: (userId: string) => ['likes', userId] as const,
  ids: (userId: string, trackIds: readonly string[]) => ['likes', userId, trackIds.join(',')] as const,
};

/**
 * The liked state of the tracks on screen. A longer list is a new key; the previous answer stays
 * shown while it loads so the hearts above do not blink empty.
 */
export const likedIdsOptions = (userId: string, trackIds: readonly string[]) =>
  queryOptions({
    queryKey: likeKeys.ids(userId, trackIds),
    queryFn: (): Promise<ReadonlySet<string>> => likedIdsQuery(userId, trackIds),
    placeholderData: keepPreviousData,
  });
