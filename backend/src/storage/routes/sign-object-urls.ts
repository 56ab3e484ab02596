/** POST /object/sign/{bucket} {expiresIn, paths}: signed URLs for several objects at once. */
import { readJson, sendJson } from '../../http/respond.ts';
import { checkBucketId, storageError } from '../object-names.ts';
import { visibleObjectNames, withClaims } from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';
import { signObjectUrl } from '../signed-url.ts';
import { expiresInOf } from './expires-in.ts';

export async function signObjectUrls({ ctx, req, res, params, claims }: StorageRequest) {
  const { bucket = '' } = params;
  const caller = await claims();
  const body = (await readJson(req)) as { expiresIn?: unknown; paths?: unknown } | undefined;
  const expiresIn = expiresInOf(body);
  checkBucketId(bucket);
  if (!Array.isArray(body?.paths) || !body.paths.every((p) => typeof p === 'string')) {
    throw storageError(400, 'InvalidRequest', 'paths must be an array of object names');
  }
  const paths = body.paths as string[];
  const visible = await withClaims(ctx.db, caller, (tx) => visibleObjectNames(tx, bucket, paths));
  const signed = await Promise.all(
    paths.map(async (path) =>
      visible.has(path)
        ? { error: null, path, signedURL: await signObjectUrl(ctx.keys.jwtSecret, bucket, path, expiresIn) }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          },
    ),
  );
  return sendJson(res, 200, signed);
}
