import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
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
export function renditionUrl(filePath: string, client: HifiClient = getSupabase()): string {
  const publicUrl = audioPublicUrl(filePath, client);
  const base = publicUrl.slice(0, publicUrl.indexOf('/storage/v1/'));
  return `${base}/functions/v1/lossless-rendition/${filePath.split('/').map(encodeURIComponent).join('/')}`;
}

/** The URL the player's <audio> element loads for a track: only the active track asks for one. */
export async function playableAudioUrl(filePath: string, client: HifiClient = getSupabase()) {
  return needsRendition(filePath)
    ? renditionUrl(filePath, client)
    : audioSignedUrl(filePath, undefined, client);
}
