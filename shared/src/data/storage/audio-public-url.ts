import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { AUDIO_BUCKET } from './audio-bucket.ts';

/** The public URL of a track's object (the audio bucket is public); no request is made. */
export function audioPublicUrl(filePath: string, client: HifiClient = getSupabase()): string {
  return client.storage.from(AUDIO_BUCKET).getPublicUrl(filePath).data.publicUrl;
}
