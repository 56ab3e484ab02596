/** POST/PUT /object/{bucket}/{name}: a single-request upload (raw body or multipart form). */
import { sendJson } from '../../http/respond.ts';
import { bucketSizeLimit, checkMimeType } from '../bucket-limits.ts';
import { commitObject } from '../commit-object.ts';
import { checkObjectName } from '../object-names.ts';
import { checkMayWrite, findBucket, findObject, withClaims } from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';
import { objectNotFound } from '../serve-object.ts';
import { stageUploadBody } from '../upload-body.ts';

export async function uploadObject({ ctx, store, req, res, params, claims }: StorageRequest) {
  const { bucket: bucketId = '', name = '' } = params;
  const caller = await claims();
  checkObjectName(bucketId, name);
  const upsert = req.method === 'PUT' || req.headers['x-upsert'] === 'true';
  const bucket = await findBucket(ctx.db, bucketId);
  if (req.method === 'PUT') {
    const existing = await withClaims(ctx.db, caller, (tx) => findObject(tx, bucketId, name));
    if (!existing) throw objectNotFound();
  }
  await checkMayWrite(ctx.db, caller, bucketId, name, upsert);
  const declaredType = req.headers['content-type'] ?? 'application/octet-stream';
  // A multipart form names its file's type inside the body; a raw body's type is its header.
  if (!/^multipart\/form-data/i.test(declaredType)) checkMimeType(bucket, declaredType);
  const staged = await stageUploadBody(req, await store.stagingPath(), bucketSizeLimit(bucket));
  const { id } = await commitObject(ctx, store, caller, {
    bucket: bucketId,
    name,
    upsert,
    path: staged.path,
    contentType: staged.contentType,
    cacheControl: staged.cacheControl,
    eTag: staged.md5,
    userMetadata: staged.userMetadata,
  });
  return sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
}
