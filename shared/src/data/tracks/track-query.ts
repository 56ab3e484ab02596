import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { INVALID_TEXT_REPRESENTATION, TRACK_SELECT, type Track, trackKeys } from './track-shape.ts';

/** One track for its page; null when there is no such track (also for an id that is not a uuid). */
export async function trackQuery(id: string, client: HifiClient = getSupabase()): Promise<Track | null> {
  const { data, error } = await client.from('audio_files').select(TRACK_SELECT).eq('id', id).maybeSingle();
  if (error?.code === INVALID_TEXT_REPRESENTATION) return null;
  if (error) throw error;
  return data;
}

export const trackOptions = (id: string) =>
  queryOptions({ queryKey: trackKeys.detail(id), queryFn: () => trackQuery(id) });
