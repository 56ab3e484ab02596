/**
 * tus 1.0 resumable uploads at /storage/v1/upload/resumable, as Supabase Storage offers them:
 * metadata bucketName, objectName, contentType, cacheControl; x-upsert on creation; the caller's
 * JWT on every request. Bytes go to @tus/file-store in the object store's uploads folder, which
 * persists across restarts, so an upload resumes from its stored offset after a client or server
 * crash. On the last byte the file is verified and moved into the store (commit-object.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Server } from '@tus/server';
import type { Upload } from '@tus/utils';
import { sendNodeResponse } from 'srvx/node';
import type { JwtClaims } from '../db/with-role.ts';
import type { StackContext } from '../http/context.ts';
import { HttpError } from '../http/respond.ts';
import { JwtError, verifyJwt } from '../keys/jwt.ts';
import { checkBucketAccepts, MAX_UPLOAD_BYTES } from './bucket-limits.ts';
import { commitObject } from './commit-object.ts';
import { checkObjectName, storageError } from './object-names.ts';
import type { ObjectStore } from './object-store.ts';
import { checkMayWrite, findBucket } from './objects-db.ts';
import { GatheringFileStore } from './tus-file-store.ts';
import { tusRequestOf } from './tus-node-request.ts';

const DEFAULT_ORPHAN_TTL_SECONDS = 86_400;
export const TUS_PATH = '/storage/v1/upload/resumable';

type TusRequest = Parameters<NonNullable<ConstructorParameters<typeof Server>[0]['onIncomingRequest']>>[0];

async function claimsOf(ctx: StackContext, req: TusRequest): Promise<JwtClaims> {
  const header = req.headers.get('authorization');
  const token = header?.toLowerCase().startsWith('bearer ')
    ? header.slice(7).trim()
    : req.headers.get('apikey');
  if (!token) throw storageError(401, 'Unauthorized', 'Missing Authorization header');
  try {
    return await verifyJwt(ctx.keys.jwtSecret, token);
  } catch (error) {
    throw storageError(401, 'Unauthorized', error instanceof JwtError ? error.message : 'invalid JWT');
  }
}

function target(upload: Upload) {
  const meta = upload.metadata ?? {};
  return {
    bucket: meta.bucketName ?? '',
    name: meta.objectName ?? '',
    upsert: meta.upsert === 'true',
    contentType: meta.contentType || 'application/octet-stream',
    cacheControl: meta.cacheControl
      ? /^\d+$/.test(meta.cacheControl)
        ? `max-age=${meta.cacheControl}`
        : meta.cacheControl
      : 'max-age=3600',
    ownerId: meta.ownerId ?? '',
  };
}

export function createTusUploads(ctx: StackContext, store: ObjectStore) {
  const ttl = ctx.config.orphanTtlSeconds;
  const ttlSeconds = ttl !== undefined && Number.isFinite(ttl) && ttl > 0 ? ttl : DEFAULT_ORPHAN_TTL_SECONDS;
  const datastore = new GatheringFileStore({
    directory: store.uploadsDir,
    expirationPeriodInMilliseconds: ttlSeconds * 1000,
  });
  const tus = new Server({
    path: TUS_PATH,
    datastore,
    maxSize: MAX_UPLOAD_BYTES,
    respectForwardedHeaders: true,
    async onIncomingRequest(req, id) {
      const claims = await claimsOf(ctx, req);
      if (req.method === 'POST') return;
      // Only the user who created an upload may append to, inspect or cancel it.
      const upload = await datastore.getUpload(id);
      if (claims.role !== 'service_role' && target(upload).ownerId !== (claims.sub ?? '')) {
        throw storageError(403, 'Unauthorized', 'This upload belongs to another user');
      }
    },
    async onUploadCreate(req, upload) {
      const claims = await claimsOf(ctx, req);
      const meta = upload.metadata ?? {};
      if (!meta.bucketName || !meta.objectName) {
        throw storageError(400, 'InvalidRequest', 'Upload-Metadata must carry bucketName and objectName');
      }
      checkObjectName(meta.bucketName, meta.objectName);
      const bucket = await findBucket(ctx.db, meta.bucketName);
      checkBucketAccepts(bucket, { contentType: target(upload).contentType, size: upload.size });
      const upsert = req.headers.get('x-upsert') === 'true';
      await checkMayWrite(ctx.db, claims, meta.bucketName, meta.objectName, upsert);
      return { metadata: { ...meta, upsert: String(upsert), ownerId: claims.sub ?? '' } };
    },
    async onUploadFinish(req, upload) {
      const claims = await claimsOf(ctx, req);
      const { ownerId: _owner, ...object } = target(upload);
      const path = upload.storage?.path ?? join(store.uploadsDir, upload.id);
      try {
        await commitObject(ctx, store, claims, { ...object, path });
      } finally {
        // Committed or refused, the upload is over: its bytes were moved or deleted.
        await datastore.forget(upload.id);
        // A finished upload no longer expires; without a creation date @tus/server's POST handler
        // does not look the (now removed) upload up again for an Upload-Expires header.
        upload.creation_date = undefined;
      }
      return {};
    },
    onResponseError(_req, error) {
      if (error instanceof HttpError) {
        return { status_code: error.status, body: JSON.stringify(error.body ?? { message: error.message }) };
      }
      if ('status_code' in error && error.status_code === 413) {
        return {
          status_code: 413,
          body: JSON.stringify({
            statusCode: '413',
            error: 'Payload too large',
            message: `The object exceeded the maximum allowed size of ${MAX_UPLOAD_BYTES} bytes (50 GiB)`,
          }),
        };
      }
      return undefined;
    },
  });

  // Abandoned uploads (unfinished after ORPHAN_TTL_SECONDS, a day by default) are removed now and
  // then every hour, or every TTL when that is shorter.
  const sweep = () => tus.cleanUpExpiredUploads().catch(() => {});
  void sweep();
  const timer = setInterval(sweep, Math.min(ttlSeconds, 3600) * 1000);
  timer.unref();

  return {
    async handle(req: IncomingMessage, res: ServerResponse) {
      if (req.method === 'GET') {
        throw storageError(
          405,
          'MethodNotAllowed',
          'Resumable uploads are written here; read objects at /object/…',
        );
      }
      await sendNodeResponse(res, await tus.handleWeb(tusRequestOf(req, res)));
    },
    close() {
      clearInterval(timer);
    },
  };
}
