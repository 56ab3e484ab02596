/** DELETE /object/{bucket} {prefixes} and DELETE /object/{bucket}/{name}: removal as the caller. */
import type { JwtClaims } from '../../db/with-role.ts';
import { readJson, sendJson } from '../../http/respond.ts';
import { checkBucketId, checkObjectName, storageError } from '../object-names.ts';
import type { ObjectStore } from '../object-store.ts';
import { deleteObjectRows, withClaims } from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';
import { objectNotFound } from '../serve-object.ts';

/** Deletes the rows RLS lets the caller delete, then only their files. */
async function remove(request: StorageRequest, caller: JwtClaims, bucket: string, names: string[]) {
  const valid = names.filter((name) => {
    try {
      checkObjectName(bucket, name);
      return true;
    } catch {
      return false;
    }
  });
  const deleted = await withClaims(request.ctx.db, caller, (tx) => deleteObjectRows(tx, bucket, valid));
  const store: ObjectStore = request.store;
  for (const row of deleted) await store.remove(bucket, row.name);
  return deleted;
}

export async function removeObjects(request: StorageRequest) {
  const { bucket = '' } = request.params;
  const caller = await request.claims();
  checkBucketId(bucket);
  const body = (await readJson(request.req)) as { prefixes?: unknown } | undefined;
  if (!Array.isArray(body?.prefixes) || !body.prefixes.every((p) => typeof p === 'string')) {
    throw storageError(400, 'InvalidRequest', 'prefixes must be an array of object names');
  }
  return sendJson(request.res, 200, await remove(request, caller, bucket, body.prefixes as string[]));
}

export async function removeObject(request: StorageRequest) {
  const { bucket = '', name = '' } = request.params;
  const caller = await request.claims();
  checkObjectName(bucket, name);
  const [deleted] = await remove(request, caller, bucket, [name]);
  if (!deleted) throw objectNotFound();
  return sendJson(request.res, 200, { message: 'Successfully deleted' });
}
