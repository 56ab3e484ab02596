import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { audioPublicUrl } from './audio-public-url.ts';

/** What the rendition choice needs of a track: its stored object and audio_files.codec. */
export interface PlayableTrack {
  filePath: string;
  codec?: string | null;
  /** audio_files.rendition_path: the worker's FLAC copy of an ALAC track, once made. */
  renditionPath?: string | null;
}

/** The listener's words when an ALAC track has no FLAC copy yet (docs/product.md#8-error-messages). */
export class RenditionPendingError extends Error {
  constructor() {
    super('This ALAC track is still being prepared for playback in your browser. Try again in a minute.');
  }
}

/**
 * Chromium and Firefox cannot decode ALAC, so an ALAC track is played from the lossless FLAC
 * rendition the analysis worker stores beside it: the same samples, bit for bit (see
 * docs/decisions/0005). The codec decides; the file name only speaks for a track whose codec
 * is not known (a bare path, an old row).
 */
export function needsRendition(track: PlayableTrack | string): boolean {
  const { filePath, codec } = typeof track === 'string' ? { filePath: track, codec: null } : track;
  if (codec) return codec.toLowerCase() === 'alac';
  return /\.m4a$/i.test(filePath);
}

/** The stored object to play: the file itself, or for ALAC the worker's rendition (null until made). */
export async function playableObjectPath(
  track: PlayableTrack,
  client: HifiClient = getSupabase(),
): Promise<string | null> {
  if (!needsRendition(track)) return track.filePath;
  if (track.renditionPath) return track.renditionPath;
  const { data, error } = await client
    .from('audio_files')
    .select('rendition_path')
    .eq('file_path', track.filePath)
    .not('rendition_path', 'is', null)
    .limit(1)
    .maybeSingle();
  if (error) throw new Error(`Could not look up the track's rendition: ${error.message}`, { cause: error });
  return data?.rendition_path ?? null;
}

/**
 * The URL the player's <audio> element loads for a track: only the active track asks for one.
 * The 'audio' bucket is public, so this is the object's public URL, made without a request
 * (a signing round trip sat in front of every play: docs/decisions/0009), and the same URL a
 * prefetch warmed, so the browser's cache can answer the element. An ALAC track without its
 * rendition yet is a RenditionPendingError.
 */
/**
 * The URL when it is known without a request (every codec but ALAC, and ALAC once its rendition
 * is named), else undefined: the player puts it on the element in the same task as the click's
 * render, not a promise later (nothing serial in front of play():
 * docs/architecture.md#the-path-of-a-play-click). Never throws.
 */
export function playableAudioUrlNow(track: PlayableTrack, client?: HifiClient): string | undefined {
  const path = needsRendition(track) ? track.renditionPath : track.filePath;
  if (!path) return undefined;
  try {
    return audioPublicUrl(path, client ?? getSupabase());
  } catch {
    // no client yet (a part shown alone): the asynchronous way says why, where it is reported
    return undefined;
  }
}

export async function playableAudioUrl(track: PlayableTrack, client: HifiClient = getSupabase()) {
  const path = await playableObjectPath(track, client);
  if (!path) throw new RenditionPendingError();
  return audioPublicUrl(path, client);
}
