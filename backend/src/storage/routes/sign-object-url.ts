/** POST /object/sign/{bucket}/{name} {expiresIn}: a signed URL for an object the caller may see. */
import { readJson, sendJson } from '../../http/respond.ts';
import { checkObjectName } from '../object-names.ts';
import { findObject, withClaims } from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';
import { objectNotFound } from '../serve-object.ts';
import { signObjectUrl } from '../signed-url.ts';
import { expiresInOf } from './expires-in.ts';

export async function signObjectUrlRoute({ ctx, req, res, params, claims }: StorageRequest) {
  const { bucket = '', name = '' } = params;
  const caller = await claims();
  const expiresIn = expiresInOf((await readJson(req)) as { expiresIn?: unknown } | undefined);
  checkObjectName(bucket, name);
  const row = await withClaims(ctx.db, caller, (tx) => findObject(tx, bucket, name));
  if (!row) throw objectNotFound();
  return sendJson(res, 200, { signedURL: await signObjectUrl(ctx.keys.jwtSecret, bucket, name, expiresIn) });
}
