import type { HifiClient } from '../../client/supabase-client.ts';
import { audioPublicUrl } from '../storage/audio-public-url.ts';

/** The sizes a cover is stored in (supabase/migrations/20261125110000_cover_art.sql). */
export type CoverSize = 96 | 600;

/** The public URL of one size of a track's cover; no request is made. */
export function coverUrl(coverPath: string, size: CoverSize, client?: HifiClient): string {
  return audioPublicUrl(`${coverPath}/${size}.webp`, client);
}
