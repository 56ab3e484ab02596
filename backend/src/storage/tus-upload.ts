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
import { type CancellationContext, ERRORS, TUS_RESUMABLE, type Upload } from '@tus/utils';
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
import { nodeBodyOf, tusRequestOf } from './tus-node-request.ts';

const DEFAULT_ORPHAN_TTL_SECONDS = 86_400;
export const TUS_PATH = '/storage/v1/upload/resumable';
const TUS_BODY_TYPE = 'application/offset+octet-stream';

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

type TusHandler = Server['handlers']['PATCH'] | Server['handlers']['POST'];
type WriteToStore = (
  body: ReadableStream | null,
  upload: Upload,
  maxBodySize: number,
  context: CancellationContext,
) => Promise<number>;

/**
 * The handler (PATCH, or POST with creation-with-upload) keeps all of @tus/server's protocol work
 * (headers, auth hooks, the upload's lock, offset and length checks, expiry, completion, the
 * answer); only its bytes take another way: from the Node request straight into the store's
 * batched writer, instead of the web stream it was handed.
 */
function writeDirectly(handler: TusHandler, datastore: GatheringFileStore) {
  const viaStreams = (handler as unknown as { writeToStore: WriteToStore }).writeToStore.bind(handler);
  // Hand-written byte path: @tus/server's own puts five stream stages between socket and file (srvx body → web stream → Readable.fromWeb → PassThrough → StreamLimiter), which held a 2 GiB PATCH to 57 % of nginx's PUT (bench/storage.ts).
  const direct: WriteToStore = async (body, upload, maxBodySize, context) => {
    const source = nodeBodyOf(body);
    if (!source) return viaStreams(body, upload, maxBodySize, context);
    if (context.signal.aborted) throw ERRORS.ABORTED;
    try {
      return await datastore.writeRequest(source, upload.id, upload.offset, maxBodySize, context.signal);
    } catch (error) {
      // Past an upload of deferred length, the body went past the largest upload there may be.
      throw error === ERRORS.ERR_SIZE_EXCEEDED && upload.size === undefined
        ? ERRORS.ERR_MAX_SIZE_EXCEEDED
        : error;
    }
  };
  Object.assign(handler, { writeToStore: direct });
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
      if (error === ERRORS.ERR_SIZE_EXCEEDED) {
        return {
          status_code: 413,
          body: JSON.stringify({
            statusCode: '413',
            error: 'Payload too large',
            message: "The body goes past the upload's Upload-Length",
          }),
        };
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

  writeDirectly(tus.handlers.PATCH, datastore);
  writeDirectly(tus.handlers.POST, datastore);

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
      // tus 1.0.0: a PATCH whose body is not application/offset+octet-stream is a 415 (@tus/server
      // says 400, or 403 without a Content-Type). Without Tus-Resumable it is @tus/server's 412.
      if (
        req.method === 'PATCH' &&
        req.headers['tus-resumable'] !== undefined &&
        req.headers['content-type'] !== TUS_BODY_TYPE
      ) {
        res.setHeader('tus-resumable', TUS_RESUMABLE);
        throw storageError(415, 'InvalidContentType', `A PATCH body must be ${TUS_BODY_TYPE}`);
      }
      await sendNodeResponse(res, await tus.handleWeb(tusRequestOf(req, res)));
    },
    close() {
      clearInterval(timer);
    },
  };
}
