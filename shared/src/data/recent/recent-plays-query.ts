import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { libraryKeys } from '../library/library-keys.ts';

/** Recently Played shows this many plays (docs/product.md#9-constants-and-limits). */
export const RECENT_PLAYS_LIMIT = 10;

export interface RecentPlay {
  id: number;
  played_at: string;
  audio_files: {
    id: string;
    title: string;
    description: string | null;
    file_path: string;
    /** the cover's folder, for the player bar; null without one */
    cover_path?: string | null;
    codec?: string | null;
    /** the worker's FLAC copy of an ALAC track (what browsers play), null until made */
    rendition_path?: string | null;
  };
}

/** The user's last plays, newest first, each with the track it played. */
export async function recentPlaysQuery(
  userId: string,
  client: HifiClient = getSupabase(),
): Promise<RecentPlay[]> {
  const { data, error } = await client
    .from('plays')
    .select(
      'id, played_at, audio_files!inner(id, title, description, file_path, cover_path, codec, rendition_path)',
    )
    .eq('user_id', userId)
    .order('played_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(RECENT_PLAYS_LIMIT);
  if (error) throw error;
  return data.map((play) => ({ ...play, id: Number(play.id) }));
}

export const recentPlaysOptions = (userId: string) =>
  queryOptions({ queryKey: libraryKeys.recent(userId), queryFn: () => recentPlaysQuery(userId) });
