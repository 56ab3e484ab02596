/** /bucket routes. Who may create, change or drop buckets is RLS on storage.buckets (service_role). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JwtClaims } from '../db/with-role.ts';
import type { StackContext } from '../http/context.ts';
import { readJson, sendJson } from '../http/respond.ts';
import { checkBucketId, storageError } from './object-names.ts';
import type { ObjectStore } from './object-store.ts';
import { withClaims } from './objects-db.ts';

const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';

interface BucketBody {
  id?: unknown;
  name?: unknown;
  public?: unknown;
  file_size_limit?: unknown;
  allowed_mime_types?: unknown;
}

function bucketFields(body: BucketBody | undefined) {
  const sizeLimit = body?.file_size_limit;
  const limit =
    sizeLimit === undefined || sizeLimit === null
      ? null
      : typeof sizeLimit === 'number'
        ? sizeLimit
        : Number.NaN;
  if (limit !== null && !(Number.isInteger(limit) && limit > 0)) {
    throw storageError(400, 'InvalidRequest', 'file_size_limit must be a positive number of bytes');
  }
  const mime = body?.allowed_mime_types ?? null;
  if (mime !== null && !(Array.isArray(mime) && mime.every((m) => typeof m === 'string'))) {
    throw storageError(400, 'InvalidRequest', 'allowed_mime_types must be an array of strings');
  }
  return { isPublic: body?.public === true, limit, mime: mime as string[] | null };
}

export async function handleBucketRoute(
  ctx: StackContext,
  store: ObjectStore,
  req: IncomingMessage,
  res: ServerResponse,
  parts: string[],
  claims: JwtClaims,
) {
  const method = req.method ?? 'GET';
  const [id, action] = parts;
  const run = <T>(fn: Parameters<typeof withClaims<T>>[2]) => withClaims(ctx.db, claims, fn);
  if (!id) {
    if (method === 'GET') {
      const { rows } = await run((tx) =>
        tx.query(`select ${BUCKET_COLUMNS} from storage.buckets order by name`),
      );
      return sendJson(res, 200, rows);
    }
    if (method === 'POST') {
      const body = (await readJson(req)) as BucketBody | undefined;
      const name = typeof body?.name === 'string' ? body.name : typeof body?.id === 'string' ? body.id : '';
      checkBucketId(name);
      const bucketId = typeof body?.id === 'string' ? checkBucketId(body.id) : name;
      const { isPublic, limit, mime } = bucketFields(body);
      await run((tx) =>
        tx.query(
          `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types, owner)
           values ($1, $2, $3, $4, $5, $6)`,
          [bucketId, name, isPublic, limit, mime, null],
        ),
      );
      return sendJson(res, 200, { name: bucketId });
    }
  } else {
    checkBucketId(id);
    if (method === 'GET' && !action) {
      const { rows } = await run((tx) =>
        tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
      );
      if (!rows[0]) throw storageError(404, 'Bucket not found', 'Bucket not found');
      return sendJson(res, 200, rows[0]);
    }
    if (method === 'PUT' && !action) {
      const { isPublic, limit, mime } = bucketFields((await readJson(req)) as BucketBody | undefined);
      const { rows } = await run((tx) =>
        tx.query(
          `update storage.buckets set public = $2, file_size_limit = $3, allowed_mime_types = $4, updated_at = now()
           where id = $1 returning id`,
          [id, isPublic, limit, mime],
        ),
      );
      if (!rows[0]) throw storageError(404, 'Bucket not found', 'Bucket not found');
      return sendJson(res, 200, { message: 'Successfully updated' });
    }
    if (method === 'DELETE' && !action) {
      const { rows } = await run(async (tx) => {
        const used = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
        if (used.rows.length)
          throw storageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
        return tx.query('delete from storage.buckets where id = $1 returning id', [id]);
      });
      if (!rows[0]) throw storageError(404, 'Bucket not found', 'Bucket not found');
      return sendJson(res, 200, { message: 'Successfully deleted' });
    }
    if (method === 'POST' && action === 'empty') {
      const deleted = await run(async (tx) => {
        const { rows } = await tx.query<{ name: string }>(
          'delete from storage.objects where bucket_id = $1 returning name',
          [id],
        );
        return rows;
      });
      for (const row of deleted) await store.remove(id, row.name);
      return sendJson(res, 200, { message: 'Successfully emptied' });
    }
  }
  throw storageError(405, 'MethodNotAllowed', `${method} is not supported here`);
}
