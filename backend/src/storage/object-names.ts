import { HttpError } from '../http/respond.ts';

export const AUDIO_BUCKET = 'audio';
const AUDIO_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(wav|flac|m4a)$/i;
// What the analysis worker (service role) derives from a track: only it may write there (RLS).
const ANALYSIS_NAME =
  /^analysis\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(waveform\.json|spectrogram\.png|flac)$/i;
// A track's cover sizes, in the owner's folder (supabase/migrations/20261125110000_cover_art.sql).
const COVER_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/covers\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(96|600)\.webp$/;
const BUCKET_ID = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,62}$/;
// Supabase Storage's allowed key characters (storage-api's isValidKey), '/' separating folders.
const OBJECT_KEY = /^[\w/!.*'() &$@=;:+,?-]+$/;

export function storageError(status: number, error: string, message: string): HttpError {
  return new HttpError(status, message, { statusCode: String(status), error, message });
}

export function checkBucketId(bucket: string): string {
  if (!BUCKET_ID.test(bucket)) throw storageError(400, 'InvalidBucketName', `Invalid bucket name: ${bucket}`);
  return bucket;
}

/**
 * Refuses names that could leave the bucket's folder or that the store cannot hold: '..',
 * leading '/', backslashes, control characters, empty segments. The audio bucket takes only
 * {uuid}.{wav|flac|m4a} (docs/product.md#3-entities) and cover sizes.
 */
export function checkObjectName(bucket: string, name: string): string {
  checkBucketId(bucket);
  const invalid = (why: string) => storageError(400, 'InvalidKey', `Invalid object name "${name}": ${why}`);
  if (!name) throw invalid('empty');
  if (name.length > 1024) throw invalid('longer than 1024 characters');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) throw invalid('control characters are not allowed');
  if (name.includes('\\')) throw invalid('backslashes are not allowed');
  if (name.startsWith('/')) throw invalid('must not start with "/"');
  const segments = name.split('/');
  if (segments.some((s) => s === '..' || s === '.')) throw invalid('path traversal is not allowed');
  if (segments.some((s) => s === '')) throw invalid('empty path segment');
  if (!OBJECT_KEY.test(name)) throw invalid('unsupported characters');
  if (
    bucket === AUDIO_BUCKET &&
    !AUDIO_NAME.test(name) &&
    !ANALYSIS_NAME.test(name) &&
    !COVER_NAME.test(name)
  ) {
    throw invalid(
      'audio objects must be named {uuid}.{wav|flac|m4a} (covers {user id}/covers/{uuid}/96|600.webp)',
    );
  }
  return name;
}
