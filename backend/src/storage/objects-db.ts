/** storage.objects and storage.buckets as Supabase Storage uses them; RLS applies via withRole. */
import type { Database, Queryable } from '../db/database.ts';
import { type JwtClaims, withRole } from '../db/with-role.ts';
import { HttpError } from '../http/respond.ts';
import type { AudioInfo } from './audio-probe.ts';
import { storageError } from './object-names.ts';

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
  audio?: AudioInfo;
}

export interface ObjectRow {
  id: string;
  name: string;
  owner_id: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: ObjectMetadata | null;
}

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

const OBJECT_COLUMNS = 'id, name, owner_id, created_at, updated_at, last_accessed_at, metadata';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Turns the database's refusals into Supabase Storage's answers. */
export function mapDbError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === '42501') {
    throw storageError(403, 'Unauthorized', 'new row violates row-level security policy');
  }
  if (code === '23505') throw storageError(409, 'Duplicate', 'The resource already exists');
  throw error;
}

export async function withClaims<T>(db: Database, claims: JwtClaims, fn: (tx: Queryable) => Promise<T>) {
  try {
    return await withRole(db, claims, fn);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return mapDbError(error);
  }
}

export async function findBucket(db: Queryable, id: string): Promise<BucketRow> {
  const { rows } = await db.query<BucketRow>(
    'select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  if (!rows[0]) throw storageError(404, 'Bucket not found', 'Bucket not found');
  return rows[0];
}

export async function findObject(
  db: Queryable,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0];
}

/**
 * Inserts (or with upsert replaces) the object's row as the caller. The row is what RLS checks:
 * owner_id is the caller's sub, so only that user may later replace or delete it.
 */
export async function writeObjectRow(
  tx: Queryable,
  claims: JwtClaims,
  row: { bucket: string; name: string; upsert: boolean; metadata: ObjectMetadata | null; version: string },
): Promise<string> {
  const sub = typeof claims.sub === 'string' && claims.sub ? claims.sub : null;
  const owner = sub && UUID.test(sub) ? sub : null;
  const conflict = row.upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
         metadata = excluded.metadata, version = excluded.version, updated_at = now(), last_accessed_at = now()`
    : '';
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
     values ($1, $2, $3, $4, $5, $6) ${conflict} returning id`,
    [row.bucket, row.name, owner, sub, row.metadata && JSON.stringify(row.metadata), row.version],
  );
  return (rows[0] as { id: string }).id;
}

class Rollback extends Error {}

/**
 * Asks the database, before any byte is stored, whether the caller may write this object: the
 * row is written in a transaction that is then rolled back, so RLS and uniqueness answer now
 * rather than after a long upload.
 */
export async function checkMayWrite(
  db: Database,
  claims: JwtClaims,
  bucket: string,
  name: string,
  upsert: boolean,
) {
  try {
    await withClaims(db, claims, async (tx) => {
      await writeObjectRow(tx, claims, { bucket, name, upsert, metadata: null, version: 'precheck' });
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}

/** The bucket's public flag and the object's row in one round trip (the hot public read path). */
export async function findPublicObject(db: Queryable, bucket: string, name: string) {
  const { rows } = await db.query<ObjectRow & { bucket_public: boolean }>(
    `select b.public as bucket_public, o.id, o.name, o.owner_id, o.created_at, o.updated_at,
            o.last_accessed_at, o.metadata
     from storage.buckets b left join storage.objects o on o.bucket_id = b.id and o.name = $2
     where b.id = $1`,
    [bucket, name],
  );
  const found = rows[0];
  if (!found) throw storageError(404, 'Bucket not found', 'Bucket not found');
  if (!found.bucket_public) throw storageError(400, 'not_found', 'Bucket is not public');
  const { bucket_public: _public, ...row } = found;
  return row.id ? (row as ObjectRow) : undefined;
}

export async function listObjects(tx: Queryable, bucket: string, prefix: string) {
  const { rows } = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects
     where bucket_id = $1 and left(name, length($2)) = $2 order by name`,
    [bucket, prefix],
  );
  return rows;
}
