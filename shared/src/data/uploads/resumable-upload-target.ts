import { getSupabaseConfig, type SupabaseConfig } from '../../client/supabase-client.ts';
import { AUDIO_BUCKET } from '../storage/audio-bucket.ts';

/** Stored files are cached for an hour (docs/product.md#9-constants-and-limits). */
export const UPLOAD_CACHE_CONTROL = '3600';

export interface ResumableUploadTarget {
  /** the tus endpoint: {SUPABASE_URL}/storage/v1/upload/resumable */
  endpoint: string;
  /** the headers of every tus request, as the member whose access token is given */
  headers(accessToken: string): Record<string, string>;
  /** tus metadata Supabase Storage reads on creation */
  metadata(objectName: string, contentType: string): Record<string, string>;
}

/**
 * Where and how the browser's tus client uploads into the audio bucket, built from the runtime
 * config the page's client was started with (/config.json). The same values work against
 * hosted Supabase Storage.
 */
export function resumableUploadTarget(config: SupabaseConfig = getSupabaseConfig()): ResumableUploadTarget {
  const base = config.url.replace(/\/+$/, '');
  return {
    endpoint: `${base}/storage/v1/upload/resumable`,
    headers: (accessToken) => ({
      authorization: `Bearer ${accessToken}`,
      apikey: config.anonKey,
      'x-upsert': 'true',
    }),
    metadata: (objectName, contentType) => ({
      bucketName: AUDIO_BUCKET,
      objectName,
      contentType,
      cacheControl: UPLOAD_CACHE_CONTROL,
    }),
  };
}
