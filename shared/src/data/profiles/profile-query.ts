import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { INVALID_TEXT_REPRESENTATION } from '../tracks/track-shape.ts';
import { type Profile, profileKeys } from './profile-shape.ts';

/** A profile; null when there is none (also for an id that is not a uuid). */
export async function profileQuery(
  userId: string,
  client: HifiClient = getSupabase(),
): Promise<Profile | null> {
  const { data, error } = await client
    .from('profiles')
    .select('id, email, username, created_at, followers_count, following_count')
    .eq('id', userId)
    .maybeSingle();
  if (error?.code === INVALID_TEXT_REPRESENTATION) return null;
  if (error) throw error;
  return data;
}

export const profileOptions = (userId: string) =>
  queryOptions({ queryKey: profileKeys.detail(userId), queryFn: () => profileQuery(userId) });
