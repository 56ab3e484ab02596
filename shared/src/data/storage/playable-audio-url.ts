import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../../client/supabase-client.ts';
import { audioPublicUrl } from './audio-public-url.ts';
import { audioSignedUrl } from './audio-signed-url-query.ts';

/**
 * Chromium and Firefox cannot decode ALAC, so an .m4a track (the only container the audio
 * bucket accepts for ALAC) is played from the stack's lossless FLAC rendition: the same
 * samples, bit for bit (see mf-player/README.md). WAV and FLAC play from a signed URL as stored.
 */
export function needsRendition(filePath: string): boolean {
  return /\.m4a$/i.test(filePath);
}

/** Where the lossless-rendition function answers for a file path, beside /storage/v1. */
export function renditionUrl(filePath: string, client: SupabaseClient = getSupabase()): string {
  const publicUrl = audioPublicUrl(filePath, client);
  const base = publicUrl.slice(0, publicUrl.indexOf('/storage/v1/'));
  return `${base}/functions/v1/lossless-rendition/${filePath.split('/').map(encodeURIComponent).join('/')}`;
}

/** What the player knows of a track: its stored file and, for ALAC, the worker's FLAC rendition. */
export interface PlayableTrack {
  file_path: string;
  /** audio_files.rendition_path: null until the analysis worker has made it. */
  rendition_path?: string | null;
}

export class RenditionPendingError extends Error {
  constructor() {
    super(
      'This ALAC track is still being converted to FLAC for playback in the browser. Try again in a minute.',
    );
    this.name = 'RenditionPendingError';
  }
}

/**
 * The URL the player's <audio> element loads for a track: only the active track asks for one.
 * An ALAC track plays from the FLAC rendition the analysis worker stored (audio_files.rendition_path);
 * a caller that passes only the path gets the stack's on-the-fly rendition function instead.
 */
export async function playableAudioUrl(
  track: string | PlayableTrack,
  client: SupabaseClient = getSupabase(),
) {
  const { file_path: filePath, rendition_path: rendition } =
    typeof track === 'string' ? { file_path: track } : track;
  if (!needsRendition(filePath)) return audioSignedUrl(filePath, undefined, client);
  if (rendition) return audioSignedUrl(rendition, undefined, client);
  if (rendition === null) throw new RenditionPendingError();
  return renditionUrl(filePath, client);
}
