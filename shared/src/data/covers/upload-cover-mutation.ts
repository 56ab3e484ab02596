import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { AUDIO_BUCKET } from '../storage/audio-bucket.ts';
import type { CoverSize } from './cover-url.ts';

/**
 * Stores a cover's sizes (WebP) in the member's folder, {user_id}/covers/{uuid}/{size}.webp, and
 * returns the folder: the track's cover_path. A new folder each time, so a replaced cover is
 * never served stale from a cache; the old one is left to the orphan cleanup.
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
  return coverPath;
}
