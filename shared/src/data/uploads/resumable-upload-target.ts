import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { AUDIO_BUCKET } from '../storage/audio-bucket.ts';

/** Stored files are cached for an hour (docs/product.md#9-constants-and-limits). */
export const UPLOAD_CACHE_CONTROL = '3600';

export interface ResumableUploadTarget {
  /** the tus endpoint: {SUPABASE_URL}/storage/v1/upload/resumable */
  endpoint: string;
  headers: Record<string, string>;
  /** tus metadata Supabase Storage reads on creation */
  metadata(objectName: string, contentType: string): Record<string, string>;
}

/**
 * Where and how the browser's tus client uploads into the audio bucket, as the signed-in user.
 * The same values work against hosted Supabase Storage.
 */
export function resumableUploadTarget(
  accessToken: string,
  client: HifiClient = getSupabase(),
): ResumableUploadTarget {
  // supabase-js keeps the project URL and key as protected fields; they are the same values the
  // client was created with, read here so callers need not thread the runtime config through.
  // biome-ignore lint/complexity/useLiteralKeys: protected in supabase-js's types; bracket access is the escape hatch
  const base = String(client['supabaseUrl']).replace(/\/$/, '');
  // biome-ignore lint/complexity/useLiteralKeys: protected in supabase-js's types; bracket access is the escape hatch
  const apiKey = String(client['supabaseKey']);
  return {
    endpoint: `${base}/storage/v1/upload/resumable`,
    headers: { authorization: `Bearer ${accessToken}`, apikey: apiKey, 'x-upsert': 'true' },
    metadata: (objectName, contentType) => ({
      bucketName: AUDIO_BUCKET,
      objectName,
      contentType,
      cacheControl: UPLOAD_CACHE_CONTROL,
    }),
  };
}
