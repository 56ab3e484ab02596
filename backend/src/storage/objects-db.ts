/** storage.objects and storage.buckets as Supabase Storage uses them; RLS applies via withRole. */
import type { Database, Queryable } from '../db/database.ts';
import { type JwtClaims, withRole } from '../db/with-role.ts';
import { HttpError } from '../http/respond.ts';
import { storageError } from './object-names.ts';

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  name: string;
  owner_id: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: ObjectMetadata | null;
  version: string | null;
  /** what the uploader sent as x-metadata or the form's metadata field */
  user_metadata: Record<string, unknown> | null;
}

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

const OBJECT_COLUMNS =
  'id, name, owner_id, created_at, updated_at, last_accessed_at, metadata, version, user_metadata';
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
  row: {
    bucket: string;
    name: string;
    upsert: boolean;
    metadata: ObjectMetadata | null;
    version: string;
    userMetadata?: Record<string, unknown> | null;
  },
): Promise<string> {
  const sub = typeof claims.sub === 'string' && claims.sub ? claims.sub : null;
  const owner = sub && UUID.test(sub) ? sub : null;
  const conflict = row.upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
         metadata = excluded.metadata, version = excluded.version, user_metadata = excluded.user_metadata,
         updated_at = now(), last_accessed_at = now()`
    : '';
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
     values ($1, $2, $3, $4, $5, $6, $7) ${conflict} returning id`,
    [
      row.bucket,
      row.name,
      owner,
      sub,
      row.metadata && JSON.stringify(row.metadata),
      row.version,
      row.userMetadata ? JSON.stringify(row.userMetadata) : null,
    ],
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
            o.last_accessed_at, o.metadata, o.version, o.user_metadata
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

export interface ListPage {
  /** the folder listed, '' or ending in '/' */
  prefix: string;
  /** entries whose name starts with this, case-insensitively ('' = all) */
  search: string;
  sortColumn: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  descending: boolean;
  limit: number;
  offset: number;
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
}

/**
 * One level under the prefix, as Supabase lists: the objects directly in it and each sub-folder
 * once (null id and dates); an object and a folder of the same name show as the object. Sorted,
 * filtered and paged in SQL, so a listing reads one page of rows whatever the folder holds.
 */
export async function listObjectPage(tx: Queryable, bucket: string, page: ListPage): Promise<ListEntry[]> {
  const direction = page.descending ? 'desc nulls last' : 'asc nulls first';
  const { rows } = await tx.query<ListEntry>(
    `with under as (
       select substr(o.name, length($2) + 1) as rest, o.*
       from storage.objects o
       where o.bucket_id = $1 and left(o.name, length($2)) = $2
     ), entries as (
       select distinct on (split_part(rest, '/', 1))
              split_part(rest, '/', 1) as name,
              strpos(rest, '/') > 0 as folder, id, updated_at, created_at, last_accessed_at, metadata
       from under
       where starts_with(lower(split_part(rest, '/', 1)), $3)
       order by split_part(rest, '/', 1), strpos(rest, '/') > 0
     )
     select name,
            case when folder then null else id end as id,
            case when folder then null else updated_at end as updated_at,
            case when folder then null else created_at end as created_at,
            case when folder then null else last_accessed_at end as last_accessed_at,
            case when folder then null else metadata end as metadata
     from entries
     order by ${page.sortColumn === 'name' ? 'name' : `case when folder then null else ${page.sortColumn} end`} ${direction}, name
     limit $4 offset $5`,
    [bucket, page.prefix, page.search.toLowerCase(), page.limit, page.offset],
  );
  return rows;
}

/** Of names, those the caller may see (RLS on storage.objects). */
export async function visibleObjectNames(tx: Queryable, bucket: string, names: string[]) {
  const { rows } = await tx.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name = any($2)',
    [bucket, names],
  );
  return new Set(rows.map((r) => r.name));
}

/** Deletes the rows of names that RLS lets the caller delete; returns them as Supabase does. */
export async function deleteObjectRows(tx: Queryable, bucket: string, names: string[]) {
  const { rows } = await tx.query<Record<string, unknown> & { name: string }>(
    `delete from storage.objects where bucket_id = $1 and name = any($2)
     returning id, name, bucket_id, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata`,
    [bucket, names],
  );
  return rows;
}

const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';

/** undefined: not given (an insert takes the default, an update keeps the bucket's). */
export interface BucketFields {
  isPublic?: boolean;
  limit?: number | null;
  mime?: string[] | null;
}

export async function listBuckets(tx: Queryable) {
  return (await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets order by name`)).rows;
}

export async function getBucket(tx: Queryable, id: string) {
  return (await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows[0];
}

export async function insertBucket(tx: Queryable, id: string, name: string, fields: BucketFields) {
  await tx.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types, owner)
     values ($1, $2, $3, $4, $5, null)`,
    [id, name, fields.isPublic ?? false, fields.limit ?? null, fields.mime ?? null],
  );
}

/** false when there is no such bucket (or RLS hides it). */
export async function updateBucket(tx: Queryable, id: string, fields: BucketFields) {
  const { rows } = await tx.query(
    `update storage.buckets
     set public = case when $5 then $2 else public end,
         file_size_limit = case when $6 then $3 else file_size_limit end,
         allowed_mime_types = case when $7 then $4 else allowed_mime_types end,
         updated_at = now()
     where id = $1 returning id`,
    [
      id,
      fields.isPublic ?? false,
      fields.limit ?? null,
      fields.mime ?? null,
      fields.isPublic !== undefined,
      fields.limit !== undefined,
      fields.mime !== undefined,
    ],
  );
  return rows.length > 0;
}

/** Refuses a bucket that still holds objects, as Supabase does; false when there is none. */
export async function deleteEmptyBucket(tx: Queryable, id: string) {
  const used = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
  if (used.rows.length)
    throw storageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
  const { rows } = await tx.query('delete from storage.buckets where id = $1 returning id', [id]);
  return rows.length > 0;
}

export async function deleteAllObjectRows(tx: Queryable, bucket: string) {
  const { rows } = await tx.query<{ name: string }>(
    'delete from storage.objects where bucket_id = $1 returning name',
    [bucket],
  );
  return rows;
}
