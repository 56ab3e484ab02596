import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { AUDIO_BUCKET } from './audio-bucket.ts';

/** The main player's URL lives long enough for a long track to be paused and resumed. */
export const PLAYER_URL_SECONDS = 6 * 60 * 60;
/** docs/product.md#9-constants-and-limits: the URL used to read a track's duration is valid 60 seconds. */
export const DURATION_URL_SECONDS = 60;

export async function audioSignedUrl(
  filePath: string,
  expiresIn: number = PLAYER_URL_SECONDS,
  client: HifiClient = getSupabase(),
): Promise<string> {
  const { data, error } = await client.storage.from(AUDIO_BUCKET).createSignedUrl(filePath, expiresIn);
  if (error || !data)
    throw new Error(`Could not sign the audio URL: ${error?.message ?? 'no URL'}`, { cause: error });
  return data.signedUrl;
}
