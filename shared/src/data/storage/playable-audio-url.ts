import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { audioPublicUrl } from './audio-public-url.ts';
import { audioSignedUrl } from './audio-signed-url-query.ts';

/** What the rendition choice needs of a track: its stored object and audio_files.codec. */
export interface PlayableTrack {
  filePath: string;
  codec?: string | null;
  /** audio_files.rendition_path: the worker's FLAC copy of an ALAC track, once made. */
  renditionPath?: string | null;
}

/**
 * Chromium and Firefox cannot decode ALAC, so an ALAC track is played from the stack's lossless
 * FLAC rendition: the same samples, bit for bit (see mf-player/README.md). The codec decides;
 * the file name only speaks for a track whose codec is not known (a bare path, an old row).
 */
export function needsRendition(track: PlayableTrack | string): boolean {
  const { filePath, codec } = typeof track === 'string' ? { filePath: track, codec: null } : track;
  if (codec) return codec.toLowerCase() === 'alac';
  return /\.m4a$/i.test(filePath);
}

/** Where the lossless-rendition function answers for a file path, beside /storage/v1. */
export function renditionUrl(filePath: string, client: HifiClient = getSupabase()): string {
  const publicUrl = audioPublicUrl(filePath, client);
  const base = publicUrl.slice(0, publicUrl.indexOf('/storage/v1/'));
  return `${base}/functions/v1/lossless-rendition/${filePath.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The URL the player's <audio> element loads for a track: only the active track asks for one.
 * An ALAC track plays from the FLAC rendition the analysis worker stored (audio_files.rendition_path)
 * when the caller knows it, else from the stack's on-the-fly rendition function.
 */
export async function playableAudioUrl(track: PlayableTrack, client: HifiClient = getSupabase()) {
  if (!needsRendition(track)) return audioSignedUrl(track.filePath, undefined, client);
  if (track.renditionPath) return audioSignedUrl(track.renditionPath, undefined, client);
  return renditionUrl(track.filePath, client);
}
