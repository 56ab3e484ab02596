/** GET/HEAD /object/sign/{bucket}/{name}?token=: an object read with a signed URL's token. */
import { checkObjectName } from '../object-names.ts';
import { findObject } from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';
import { serveObject } from '../serve-object.ts';
import { checkSignedUrl } from '../signed-url.ts';

export async function readSignedObject({ ctx, store, req, res, url, params }: StorageRequest) {
  const { bucket = '', name = '' } = params;
  checkObjectName(bucket, name);
  await checkSignedUrl(ctx.keys.jwtSecret, bucket, name, url.searchParams.get('token'));
  const row = await findObject(ctx.db, bucket, name);
  return serveObject(req, res, store, bucket, row, url.searchParams.get('download'));
}
