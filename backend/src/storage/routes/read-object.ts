/** GET/HEAD /object/{bucket}/{name} and /object/authenticated/…: an object read as the caller (RLS). */
import { checkObjectName } from '../object-names.ts';
import { findObject, withClaims } from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';
import { serveObject } from '../serve-object.ts';

export async function readObject({ ctx, store, req, res, url, params, claims }: StorageRequest) {
  const { bucket = '', name = '' } = params;
  const caller = await claims();
  checkObjectName(bucket, name);
  const row = await withClaims(ctx.db, caller, (tx) => findObject(tx, bucket, name));
  return serveObject(req, res, store, bucket, row, url.searchParams.get('download'));
}
