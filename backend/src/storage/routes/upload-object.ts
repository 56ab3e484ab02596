/** POST/PUT /object/{bucket}/{name}: a single-request upload (raw body or multipart form). */
import { sendJson } from '../../http/respond.ts';
import { commitObject } from '../commit-object.ts';
import { checkObjectName } from '../object-names.ts';
import { checkMayWrite, findBucket, findObject, withClaims } from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';
import { objectNotFound } from '../serve-object.ts';
import { MAX_UPLOAD_BYTES } from '../tus-upload.ts';
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
  const limit = Math.min(MAX_UPLOAD_BYTES, Number(bucket.file_size_limit ?? 0) || MAX_UPLOAD_BYTES);
  const staged = await stageUploadBody(req, await store.stagingPath(), limit);
  const { id } = await commitObject(ctx, store, caller, {
    bucket: bucketId,
    name,
    upsert,
    path: staged.path,
    contentType: staged.contentType,
    cacheControl: staged.cacheControl,
    eTag: staged.md5,
  });
  return sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
}
