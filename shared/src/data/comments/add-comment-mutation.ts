import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { COMMENT_SELECT, type TrackComment } from './comment-shape.ts';

export class EmptyCommentError extends Error {
  override name = 'EmptyCommentError';
}

/** Posts a comment (trimmed; blank is refused before any request) and returns it with its author. */
export async function addCommentMutation(
  {
    trackId,
    userId,
    content,
    atSeconds,
  }: { trackId: string; userId: string; content: string; atSeconds?: number | null },
  client: HifiClient = getSupabase(),
): Promise<TrackComment> {
  const text = content.trim();
  if (!text) throw new EmptyCommentError('a comment needs some text');
  const { data, error } = await client
    .from('comments')
    .insert({
      audio_file_id: trackId,
      user_id: userId,
      content: text,
      ...(atSeconds != null &&
        Number.isFinite(atSeconds) && { at_seconds: Math.max(0, Math.floor(atSeconds)) }),
    })
    .select(COMMENT_SELECT)
    .single();
  if (error) throw error;
  const row: TrackComment = data;
  return { ...row, id: Number(row.id), at_seconds: row.at_seconds == null ? null : Number(row.at_seconds) };
}
