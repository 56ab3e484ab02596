import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { AUDIO_BUCKET } from '../storage/audio-bucket.ts';
import { verifyUploadMutation } from '../uploads/verify-upload-mutation.ts';
import type { CoverSize } from './cover-url.ts';

/**
 * Stores a cover's sizes (WebP) in the member's folder, {user_id}/covers/{uuid}/{size}.webp, and
 * returns the folder: the track's cover_path. A new folder each time, so a replaced cover is
 * never served stale from a cache; the old one is left to the orphan cleanup. The verify-upload
 * function then reads both sizes, so a track may name the folder.
 */
export async function uploadCoverMutation(
  userId: string,
  sizes: Record<CoverSize, Blob>,
  client: HifiClient = getSupabase(),
): Promise<string> {
  const coverPath = `${userId}/covers/${crypto.randomUUID()}`;
  for (const size of [96, 600] as const) {
    const { error } = await client.storage
      .from(AUDIO_BUCKET)
      .upload(`${coverPath}/${size}.webp`, sizes[size], {
        contentType: 'image/webp',
        cacheControl: '31536000',
      });
    if (error) throw error;
  }
  // A track may name the folder once the server has read both sizes as WebP (RLS).
  const token = (await client.auth.getSession()).data.session?.access_token;
  for (const size of [96, 600] as const) {
    const verdict = await verifyUploadMutation(`${coverPath}/${size}.webp`, token);
    if (!verdict.ok) throw new Error(verdict.message);
  }
  return coverPath;
}
