import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { COMMENT_SELECT, commentKeys, type TrackComment } from './comment-shape.ts';

/** A track's comments, newest first, each with its author. */
export async function commentsQuery(
  trackId: string,
  client: HifiClient = getSupabase(),
): Promise<TrackComment[]> {
  const { data, error } = await client
    .from('comments')
    .select(COMMENT_SELECT)
    .eq('audio_file_id', trackId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  return data.map((c) => ({
    ...c,
    id: Number(c.id),
    at_seconds: c.at_seconds == null ? null : Number(c.at_seconds),
  }));
}

export const commentsOptions = (trackId: string) =>
  queryOptions({ queryKey: commentKeys.byTrack(trackId), queryFn: () => commentsQuery(trackId) });
