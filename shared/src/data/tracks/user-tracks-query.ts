import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { INVALID_TEXT_REPRESENTATION, TRACK_SELECT, type Track, trackKeys } from './track-shape.ts';

/** A user's tracks, newest first (profile page). */
export async function userTracksQuery(userId: string, client: HifiClient = getSupabase()): Promise<Track[]> {
  const { data, error } = await client
    .from('audio_files')
    .select(TRACK_SELECT)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id');
  if (error?.code === INVALID_TEXT_REPRESENTATION) return [];
  if (error) throw error;
  return data;
}

/** A profile's list of tracks. */
export const userTracksOptions = (userId: string) =>
  queryOptions({ queryKey: trackKeys.byUser(userId), queryFn: () => userTracksQuery(userId) });
