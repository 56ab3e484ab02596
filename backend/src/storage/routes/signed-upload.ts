/**
 * Signed upload URLs as Storage has them: POST /object/upload/sign/{bucket}/{name} (x-upsert)
 * signs one for a caller that may write the object now; PUT to the URL with its token uploads
 * once, with no other credential, the object owned by whoever signed it.
 */
import { sendJson } from '../../http/respond.ts';
import { bucketSizeLimit, checkMimeType } from '../bucket-limits.ts';
import { commitObject } from '../commit-object.ts';
import { checkObjectName } from '../object-names.ts';
import { checkMayWrite, findBucket } from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';
import { checkSignedUploadUrl, signUploadUrl } from '../signed-url.ts';
import { stageUploadBody } from '../upload-body.ts';

export async function signUploadUrlRoute({ ctx, req, res, params, claims }: StorageRequest) {
  const { bucket = '', name = '' } = params;
  const caller = await claims();
  checkObjectName(bucket, name);
  await findBucket(ctx.db, bucket);
  const upsert = req.headers['x-upsert'] === 'true';
  await checkMayWrite(ctx.db, caller, bucket, name, upsert);
  const sub = typeof caller.sub === 'string' && caller.sub ? caller.sub : undefined;
  return sendJson(res, 200, await signUploadUrl(ctx.keys.jwtSecret, bucket, name, sub, upsert));
}

export async function uploadToSignedUrl({ ctx, store, req, res, url, params }: StorageRequest) {
  const { bucket: bucketId = '', name = '' } = params;
  checkObjectName(bucketId, name);
  const { owner, upsert } = await checkSignedUploadUrl(
    ctx.keys.jwtSecret,
    bucketId,
    name,
    url.searchParams.get('token'),
  );
  const bucket = await findBucket(ctx.db, bucketId);
  const declaredType = req.headers['content-type'] ?? 'application/octet-stream';
  if (!/^multipart\/form-data/i.test(declaredType)) checkMimeType(bucket, declaredType);
  const staged = await stageUploadBody(req, await store.stagingPath(), bucketSizeLimit(bucket));
  // The signature stands for the signer's permission: written past RLS, owned by the signer.
  const { id } = await commitObject(
    ctx,
    store,
    { role: 'service_role', ...(owner && { sub: owner }) },
    {
      bucket: bucketId,
      name,
      upsert,
      path: staged.path,
      contentType: staged.contentType,
      cacheControl: staged.cacheControl,
      eTag: staged.md5,
      userMetadata: staged.userMetadata,
    },
  );
  return sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
}
