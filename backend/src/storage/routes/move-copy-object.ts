/**
 * POST /object/move and /object/copy {bucketId, sourceKey, destinationKey, destinationBucket?}:
 * as Storage does, as the caller: RLS must let them see the source and write the destination
 * (and, for a move, delete the source). Rows and bytes change together: the destination's file
 * is put in place inside the transaction, so a refusal leaves both objects as they were.
 */
import { unlink } from 'node:fs/promises';
import { readJson, sendJson } from '../../http/respond.ts';
import { checkBucketAccepts } from '../bucket-limits.ts';
import { checkObjectName, storageError } from '../object-names.ts';
import { findBucket, findObject, withClaims, writeObjectRow } from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';
import { objectNotFound } from '../serve-object.ts';

interface Transfer {
  bucket: string;
  from: string;
  toBucket: string;
  to: string;
  copyMetadata: boolean;
}

function transferOf(body: unknown): Transfer {
  const b = (body ?? {}) as Record<string, unknown>;
  const text = (value: unknown, what: string) => {
    if (typeof value !== 'string') throw storageError(400, 'InvalidRequest', `${what} must be a string`);
    return value;
  };
  const bucket = text(b.bucketId, 'bucketId');
  const toBucket =
    b.destinationBucket === undefined || b.destinationBucket === null
      ? bucket
      : text(b.destinationBucket, 'destinationBucket');
  const transfer = {
    bucket,
    from: text(b.sourceKey, 'sourceKey'),
    toBucket,
    to: text(b.destinationKey, 'destinationKey'),
    copyMetadata: b.copyMetadata !== false,
  };
  checkObjectName(transfer.bucket, transfer.from);
  checkObjectName(transfer.toBucket, transfer.to);
  return transfer;
}

async function transfer(request: StorageRequest, move: boolean) {
  const { ctx, store, req, claims } = request;
  const caller = await claims();
  const t = transferOf(await readJson(req));
  const upsert = req.headers['x-upsert'] === 'true';
  const target = await findBucket(ctx.db, t.toBucket);
  return withClaims(ctx.db, caller, async (tx) => {
    const source = await findObject(tx, t.bucket, t.from);
    if (!source) throw objectNotFound();
    if (source.metadata)
      checkBucketAccepts(target, { contentType: source.metadata.mimetype, size: source.metadata.size });
    if (move) {
      const { rows } = await tx.query(
        'delete from storage.objects where bucket_id = $1 and name = $2 returning id',
        [t.bucket, t.from],
      );
      if (rows.length === 0)
        throw storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    }
    const id = await writeObjectRow(tx, caller, {
      bucket: t.toBucket,
      name: t.to,
      upsert,
      metadata: source.metadata && { ...source.metadata, lastModified: new Date().toISOString() },
      version: crypto.randomUUID(),
      userMetadata: t.copyMetadata ? source.user_metadata : null,
    });
    const staged = await store.copyToStaging(t.bucket, t.from);
    if (!staged) throw objectNotFound();
    try {
      await store.putFile(t.toBucket, t.to, staged);
    } finally {
      await unlink(staged).catch(() => {});
    }
    if (move) await store.remove(t.bucket, t.from);
    return { id, key: `${t.toBucket}/${t.to}` };
  });
}

export async function moveObject(request: StorageRequest) {
  await transfer(request, true);
  return sendJson(request.res, 200, { message: 'Successfully moved' });
}

export async function copyObject(request: StorageRequest) {
  const { id, key } = await transfer(request, false);
  return sendJson(request.res, 200, { Id: id, Key: key });
}
