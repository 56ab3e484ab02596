import { storageError } from '../object-names.ts';
import type { BucketFields } from '../objects-db.ts';

export interface BucketBody {
  id?: unknown;
  name?: unknown;
  public?: unknown;
  file_size_limit?: unknown;
  allowed_mime_types?: unknown;
}

/** A bucket's settings from a create or update body, refused with a 400 when malformed. */
export function bucketFields(body: BucketBody | undefined): BucketFields {
  const sizeLimit = body?.file_size_limit;
  const limit =
    sizeLimit === undefined || sizeLimit === null
      ? null
      : typeof sizeLimit === 'number'
        ? sizeLimit
        : Number.NaN;
  if (limit !== null && !(Number.isInteger(limit) && limit > 0)) {
    throw storageError(400, 'InvalidRequest', 'file_size_limit must be a positive number of bytes');
  }
  const mime = body?.allowed_mime_types ?? null;
  if (mime !== null && !(Array.isArray(mime) && mime.every((m) => typeof m === 'string'))) {
    throw storageError(400, 'InvalidRequest', 'allowed_mime_types must be an array of strings');
  }
  return { isPublic: body?.public === true, limit, mime: mime as string[] | null };
}
