/**
 * A bucket's allowed_mime_types and file_size_limit, enforced as Supabase Storage does: the
 * declared content type must match an entry ('audio/*' style wildcards allowed; parameters such
 * as '; charset=' ignored), else 415 invalid_mime_type; a body above the limit is a 413.
 */
import { storageError } from './object-names.ts';
import type { BucketRow } from './objects-db.ts';

/** docs/product.md#9-constants-and-limits: 50 GiB, whatever a bucket allows. */
export const MAX_UPLOAD_BYTES = 53_687_091_200;

export function objectTooLarge() {
  return storageError(
    413,
    'Payload too large',
    // Storage's own words; the limit itself is the bucket's file_size_limit.
    'The object exceeded the maximum allowed size',
  );
}

/** The most bytes one object of this bucket may hold. */
export function bucketSizeLimit(bucket: Pick<BucketRow, 'file_size_limit'>): number {
  const limit = Number(bucket.file_size_limit ?? 0);
  return limit > 0 ? Math.min(limit, MAX_UPLOAD_BYTES) : MAX_UPLOAD_BYTES;
}

export function checkMimeType(bucket: Pick<BucketRow, 'allowed_mime_types'>, contentType: string) {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return;
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const accepted = allowed.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
  });
  if (!accepted)
    throw storageError(415, 'invalid_mime_type', `mime type ${type || '(none)'} is not supported`);
}

/** Refuses what the bucket does not take: the content type, and the size when it is known. */
export function checkBucketAccepts(
  bucket: Pick<BucketRow, 'allowed_mime_types' | 'file_size_limit'>,
  object: { contentType: string; size?: number },
) {
  const limit = bucketSizeLimit(bucket);
  if (object.size !== undefined && object.size > limit) throw objectTooLarge();
  checkMimeType(bucket, object.contentType);
}
