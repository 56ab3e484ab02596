/** GET/HEAD /object/public/{bucket}/{name}: a public bucket's object, no RLS (as on Supabase). */
import { checkObjectName } from '../object-names.ts';
import { findPublicObject } from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';
import { serveObject } from '../serve-object.ts';

export async function readPublicObject({ ctx, store, publicRows, req, res, url, params }: StorageRequest) {
  const { bucket = '', name = '' } = params;
  checkObjectName(bucket, name);
  const row = await publicRows.get(bucket, name, () => findPublicObject(ctx.db, bucket, name));
  return serveObject(req, res, store, bucket, row, url.searchParams.get('download'));
}
