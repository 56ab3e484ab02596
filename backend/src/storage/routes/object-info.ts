/** GET/HEAD /object/info/{bucket}/{name}: an object's description, in Supabase's shape. */
import { sendJson } from '../../http/respond.ts';
import { checkObjectName } from '../object-names.ts';
import { findObject, type ObjectRow, withClaims } from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';
import { objectNotFound } from '../serve-object.ts';

function describe(bucket: string, row: ObjectRow) {
  const meta = row.metadata;
  return {
    id: row.id,
    name: row.name,
    bucket_id: bucket,
    version: row.version,
    size: meta?.size ?? null,
    content_type: meta?.mimetype ?? null,
    cache_control: meta?.cacheControl ?? null,
    etag: meta?.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: meta?.lastModified ?? row.updated_at,
    created_at: row.created_at,
  };
}

export async function objectInfo({ ctx, res, params, claims }: StorageRequest) {
  const { bucket = '', name = '' } = params;
  const caller = await claims();
  checkObjectName(bucket, name);
  const row = await withClaims(ctx.db, caller, (tx) => findObject(tx, bucket, name));
  if (!row) throw objectNotFound();
  return sendJson(res, 200, describe(bucket, row));
}
