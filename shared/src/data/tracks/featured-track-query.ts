import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { TRACK_SELECT, type Track, trackKeys } from './track-shape.ts';

/**
 * The featured user's newest track (docs/product.md#7-calls-to-the-backend), the user named by username so a deployment can
 * configure it without knowing database ids. null when there is no such user or they have no
 * track (PGRST116 is not an error).
 */
export async function featuredTrackQuery(
  featuredUsername: string,
  client: HifiClient = getSupabase(),
): Promise<Track | null> {
  const profile = await client.from('profiles').select('id').eq('username', featuredUsername).maybeSingle();
  if (profile.error) throw profile.error;
  if (!profile.data) return null;
  const { data, error } = await client
    .from('audio_files')
    .select(TRACK_SELECT)
    .eq('user_id', profile.data.id)
    .order('created_at', { ascending: false })
    .limit(1)
    .single();
  if (error?.code === 'PGRST116') return null;
  if (error) throw error;
  return data;
}

export { DEFAULT_FEATURED_USERNAME } from '../../../../supabase/functions/_shared/featured.ts';

export const featuredTrackOptions = (featuredUsername: string) =>
  queryOptions({
    queryKey: trackKeys.featured(featuredUsername),
    queryFn: () => featuredTrackQuery(featuredUsername),
  });
