/**
 * /bucket routes. Who may create, change or drop buckets is RLS on storage.buckets
 * (service_role); a bucket made private stops serving public reads at once.
 */
import { readJson, sendJson } from '../../http/respond.ts';
import { checkBucketId, storageError } from '../object-names.ts';
import {
  deleteAllObjectRows,
  deleteEmptyBucket,
  getBucket,
  insertBucket,
  listBuckets,
  updateBucket,
  withClaims,
} from '../objects-db.ts';
import type { StorageRequest } from '../route-table.ts';
import { type BucketBody, bucketFields } from './bucket-fields.ts';

const bucketNotFound = () => storageError(404, 'Bucket not found', 'Bucket not found');

export async function listBucketsRoute({ ctx, res, claims }: StorageRequest) {
  return sendJson(res, 200, await withClaims(ctx.db, await claims(), listBuckets));
}

export async function createBucket({ ctx, req, res, claims }: StorageRequest) {
  const caller = await claims();
  const body = (await readJson(req)) as BucketBody | undefined;
  const name = typeof body?.name === 'string' ? body.name : typeof body?.id === 'string' ? body.id : '';
  checkBucketId(name);
  const id = typeof body?.id === 'string' ? checkBucketId(body.id) : name;
  const fields = bucketFields(body);
  await withClaims(ctx.db, caller, (tx) => insertBucket(tx, id, name, fields));
  return sendJson(res, 200, { name: id });
}

export async function getBucketRoute({ ctx, res, params, claims }: StorageRequest) {
  const id = checkBucketId(params.id ?? '');
  const row = await withClaims(ctx.db, await claims(), (tx) => getBucket(tx, id));
  if (!row) throw bucketNotFound();
  return sendJson(res, 200, row);
}

export async function updateBucketRoute({ ctx, req, res, params, claims, publicRows }: StorageRequest) {
  const caller = await claims();
  const id = checkBucketId(params.id ?? '');
  const fields = bucketFields((await readJson(req)) as BucketBody | undefined);
  const updated = await withClaims(ctx.db, caller, (tx) => updateBucket(tx, id, fields));
  publicRows.clear();
  if (!updated) throw bucketNotFound();
  return sendJson(res, 200, { message: 'Successfully updated' });
}

export async function deleteBucket({ ctx, res, params, claims, publicRows }: StorageRequest) {
  const caller = await claims();
  const id = checkBucketId(params.id ?? '');
  const deleted = await withClaims(ctx.db, caller, (tx) => deleteEmptyBucket(tx, id));
  publicRows.clear();
  if (!deleted) throw bucketNotFound();
  return sendJson(res, 200, { message: 'Successfully deleted' });
}

export async function emptyBucket({ ctx, store, res, params, claims, publicRows }: StorageRequest) {
  const caller = await claims();
  const id = checkBucketId(params.id ?? '');
  const deleted = await withClaims(ctx.db, caller, (tx) => deleteAllObjectRows(tx, id));
  for (const row of deleted) await store.remove(id, row.name);
  publicRows.clear();
  return sendJson(res, 200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' });
}
