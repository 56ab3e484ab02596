import { storageError } from '../object-names.ts';
import type { BucketFields } from '../objects-db.ts';

export interface BucketBody {
  id?: unknown;
  name?: unknown;
  public?: unknown;
  file_size_limit?: unknown;
  allowed_mime_types?: unknown;
}

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 2 ** 10,
  mib: 2 ** 20,
  gib: 2 ** 30,
  tib: 2 ** 40,
};

/**
 * A size limit as Storage takes it: a number of bytes, or a string such as '20mb' (decimal units,
 * as Storage's parseFileSizeToBytes) or '50MiB' (binary, as the CLI's config.toml writes it).
 */
export function parseSizeLimit(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = UNITS[(match?.[2] || 'b').toLowerCase()];
  return match && unit ? Math.round(Number(match[1]) * unit) : Number.NaN;
}

/**
 * A bucket's settings from a create or update body, refused with a 400 when malformed. A field
 * the body leaves out is undefined: an update keeps what the bucket has, as Storage does.
 */
export function bucketFields(body: BucketBody | undefined): BucketFields {
  const sizeLimit = body?.file_size_limit;
  const limit = sizeLimit === undefined ? undefined : sizeLimit === null ? null : parseSizeLimit(sizeLimit);
  if (typeof limit === 'number' && !(Number.isInteger(limit) && limit > 0)) {
    throw storageError(
      400,
      'InvalidRequest',
      'file_size_limit must be a positive number of bytes or a size such as "20mb"',
    );
  }
  const mime = body?.allowed_mime_types;
  if (
    mime !== undefined &&
    mime !== null &&
    !(Array.isArray(mime) && mime.every((m) => typeof m === 'string'))
  ) {
    throw storageError(400, 'InvalidRequest', 'allowed_mime_types must be an array of strings');
  }
  const isPublic = body?.public;
  if (isPublic !== undefined && typeof isPublic !== 'boolean') {
    throw storageError(400, 'InvalidRequest', 'public must be true or false');
  }
  return { isPublic, limit, mime: mime as string[] | null | undefined };
}
