import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../../client/supabase-client.ts';
import { TRACK_SELECT, type Track } from './track-shape.ts';

/** The featured user's newest track (SPEC §7); null when they have none (PGRST116 is not an error). */
export async function featuredTrackQuery(
  featuredUserId: string,
  client: SupabaseClient = getSupabase(),
): Promise<Track | null> {
  const { data, error } = await client
    .from('audio_files')
    .select(TRACK_SELECT)
    .eq('user_id', featuredUserId)
    .order('created_at', { ascending: false })
    .limit(1)
    .single();
  if (error?.code === 'PGRST116' || error?.code === '22P02') return null;
  if (error) throw error;
  return data as unknown as Track;
}
