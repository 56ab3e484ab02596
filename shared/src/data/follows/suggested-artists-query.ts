import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { followKeys } from './follow-keys.ts';

/** How many artists an empty feed suggests (docs/product.md#9-constants-and-limits). */
export const SUGGESTED_ARTISTS = 6;

export interface SuggestedArtist {
  id: string;
  username: string | null;
  followers_count: number;
}

/**
 * Artists for an empty feed: the most-followed members who have published a track, not the
 * member themselves (ties by name).
 */
export async function suggestedArtistsQuery(
  userId: string,
  client: HifiClient = getSupabase(),
): Promise<SuggestedArtist[]> {
  const { data, error } = await client
    .from('profiles')
    .select('id, username, followers_count, audio_files!inner(id)')
    .neq('id', userId)
    .order('followers_count', { ascending: false })
    .order('username')
    .limit(1, { foreignTable: 'audio_files' })
    .limit(SUGGESTED_ARTISTS);
  if (error) throw error;
  return data.map(({ id, username, followers_count }) => ({ id, username, followers_count }));
}

export const suggestedArtistsOptions = (userId: string) =>
  queryOptions({ queryKey: followKeys.suggestions(userId), queryFn: () => suggestedArtistsQuery(userId) });
