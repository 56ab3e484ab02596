import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { TRACK_SELECT, type Track } from '../tracks/track-shape.ts';
import { libraryKeys } from './library-keys.ts';

/**
 * The tracks a user likes, most recently liked first: one read of the user's likes with each
 * liked track embedded (PostgREST follows likes.audio_file_id), instead of ids then tracks.
 */
export async function likedTracksQuery(userId: string, client: HifiClient = getSupabase()): Promise<Track[]> {
  const { data, error } = await client
    .from('likes')
    .select(`created_at, audio_files!inner(${TRACK_SELECT})`)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  return data.map((row) => row.audio_files);
}

export const likedTracksOptions = (userId: string) =>
  queryOptions({ queryKey: libraryKeys.likes(userId), queryFn: () => likedTracksQuery(userId) });
