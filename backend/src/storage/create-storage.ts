/**
 * /storage/v1: the routes of Supabase Storage that supabase-js's storage client and tus clients
 * call. Access is decided by RLS on storage.objects (objects-db.ts); public-bucket and signed-URL
 * reads bypass it, as on Supabase.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { JwtClaims } from '../db/with-role.ts';
import { type Handler, requestClaims, type StackContext } from '../http/context.ts';
import { readJson, sendJson } from '../http/respond.ts';
import { JwtError } from '../keys/jwt.ts';
import { handleBucketRoute } from './buckets.ts';
import { commitObject } from './commit-object.ts';
import { checkBucketId, checkObjectName, storageError } from './object-names.ts';
import { type ObjectStore, openLocalObjectStore } from './object-store.ts';
import {
  checkMayWrite,
  findBucket,
  findObject,
  findPublicObject,
  listObjects,
  withClaims,
} from './objects-db.ts';
import { PublicRowCache } from './public-row-cache.ts';
import { objectNotFound, serveObject } from './serve-object.ts';
import { checkSignedUrl, signObjectUrl } from './signed-url.ts';
import { createTusUploads, MAX_UPLOAD_BYTES } from './tus-upload.ts';
import { stageUploadBody } from './upload-body.ts';

export async function createStorage(ctx: StackContext, options: { store?: ObjectStore } = {}) {
  const baseStore =
    options.store ?? (await openLocalObjectStore(ctx.config.dataDir && join(ctx.config.dataDir, 'storage')));
  const publicRows = new PublicRowCache();
  // Every write and removal of an object goes through the store: forget its memoised row there.
  const store: ObjectStore = {
    ...baseStore,
    async putFile(bucket, key, localPath) {
      publicRows.forget(bucket, key);
      const stat = await baseStore.putFile(bucket, key, localPath);
      publicRows.forget(bucket, key);
      return stat;
    },
    async remove(bucket, key) {
      await baseStore.remove(bucket, key);
      publicRows.forget(bucket, key);
    },
  };
  const tus = createTusUploads(ctx, store);

  const claimsOf = async (req: IncomingMessage): Promise<JwtClaims> => {
    try {
      return await requestClaims(ctx, req);
    } catch (error) {
      throw storageError(401, 'Unauthorized', error instanceof JwtError ? error.message : 'invalid JWT');
    }
  };

  const handler: Handler = async (req, res, path, url) => {
    if (path === '/upload/resumable' || path.startsWith('/upload/resumable/')) return tus.handle(req, res);
    const segments = path.split('/').slice(1);
    let parts: string[];
    try {
      parts = segments.map(decodeURIComponent);
    } catch {
      throw storageError(400, 'InvalidKey', 'Malformed percent-encoding in the path');
    }
    const [area, ...rest] = parts;
    if (area === 'bucket') {
      // A bucket made private must stop serving public reads at once.
      try {
        return await handleBucketRoute(ctx, store, req, res, rest, await claimsOf(req));
      } finally {
        if (req.method !== 'GET') publicRows.clear();
      }
    }
    if (area === 'object') return objectRoute(req, res, rest, url);
    throw storageError(404, 'not_found', `No storage route for ${req.method} ${path}`);
  };

  async function objectRoute(req: IncomingMessage, res: ServerResponse, parts: string[], url: URL) {
    const method = req.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';
    const [first = '', second = '', ...more] = parts;
    const objectAt = (bucket: string, nameParts: string[]) => {
      checkBucketId(bucket);
      return checkObjectName(bucket, nameParts.join('/'));
    };
    const download = url.searchParams.get('download');

    if (first === 'public' && read) {
      const name = objectAt(second, more);
      const row = await publicRows.get(second, name, () => findPublicObject(ctx.db, second, name));
      return serveObject(req, res, store, second, row, download);
    }
    if (first === 'sign' && read) {
      const name = objectAt(second, more);
      await checkSignedUrl(ctx.keys.jwtSecret, second, name, url.searchParams.get('token'));
      return serveObject(req, res, store, second, await findObject(ctx.db, second, name), download);
    }
    if (first === 'sign' && method === 'POST') {
      const claims = await claimsOf(req);
      const body = (await readJson(req)) as { expiresIn?: unknown; paths?: unknown } | undefined;
      const expiresIn = Number(body?.expiresIn);
      if (!Number.isInteger(expiresIn) || expiresIn < 1) {
        throw storageError(400, 'InvalidRequest', 'expiresIn must be a positive whole number of seconds');
      }
      checkBucketId(second);
      if (more.length === 0) {
        if (!Array.isArray(body?.paths) || !body.paths.every((p) => typeof p === 'string')) {
          throw storageError(400, 'InvalidRequest', 'paths must be an array of object names');
        }
        const paths = body.paths as string[];
        const visible = await withClaims(ctx.db, claims, async (tx) => {
          const { rows } = await tx.query<{ name: string }>(
            'select name from storage.objects where bucket_id = $1 and name = any($2)',
            [second, paths],
          );
          return new Set(rows.map((r) => r.name));
        });
        const signed = await Promise.all(
          paths.map(async (p) =>
            visible.has(p)
              ? {
                  error: null,
                  path: p,
                  signedURL: await signObjectUrl(ctx.keys.jwtSecret, second, p, expiresIn),
                }
              : {
                  error: 'Either the object does not exist or you do not have access to it',
                  path: p,
                  signedURL: null,
                },
          ),
        );
        return sendJson(res, 200, signed);
      }
      const name = objectAt(second, more);
      const row = await withClaims(ctx.db, claims, (tx) => findObject(tx, second, name));
      if (!row) throw objectNotFound();
      return sendJson(res, 200, {
        signedURL: await signObjectUrl(ctx.keys.jwtSecret, second, name, expiresIn),
      });
    }
    if (first === 'list' && method === 'POST') {
      const claims = await claimsOf(req);
      checkBucketId(second);
      return sendJson(res, 200, await list(claims, second, await readJson(req)));
    }
    if ((first === 'authenticated' || first === 'info') && read) {
      const claims = await claimsOf(req);
      const name = objectAt(second, more);
      const row = await withClaims(ctx.db, claims, (tx) => findObject(tx, second, name));
      if (first === 'authenticated') return serveObject(req, res, store, second, row, download);
      if (!row) throw objectNotFound();
      return sendJson(res, 200, objectInfo(second, row));
    }

    // /object/{bucket}[/{name}]
    const bucketId = checkBucketId(first);
    const nameParts = [second, ...more].filter((p, i) => i > 0 || p !== '');
    const claims = await claimsOf(req);
    if (method === 'DELETE' && nameParts.length === 0) {
      const body = (await readJson(req)) as { prefixes?: unknown } | undefined;
      if (!Array.isArray(body?.prefixes) || !body.prefixes.every((p) => typeof p === 'string')) {
        throw storageError(400, 'InvalidRequest', 'prefixes must be an array of object names');
      }
      return sendJson(res, 200, await remove(claims, bucketId, body.prefixes as string[]));
    }
    if (nameParts.length === 0) throw storageError(404, 'not_found', 'No object name in the path');
    const name = objectAt(bucketId, nameParts);
    if (read) {
      const row = await withClaims(ctx.db, claims, (tx) => findObject(tx, bucketId, name));
      return serveObject(req, res, store, bucketId, row, download);
    }
    if (method === 'DELETE') {
      const [deleted] = await remove(claims, bucketId, [name]);
      if (!deleted) throw objectNotFound();
      return sendJson(res, 200, { message: 'Successfully deleted' });
    }
    if (method === 'POST' || method === 'PUT') {
      const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true';
      const bucket = await findBucket(ctx.db, bucketId);
      if (method === 'PUT') {
        const existing = await withClaims(ctx.db, claims, (tx) => findObject(tx, bucketId, name));
        if (!existing) throw objectNotFound();
      }
      await checkMayWrite(ctx.db, claims, bucketId, name, upsert);
      const limit = Math.min(MAX_UPLOAD_BYTES, Number(bucket.file_size_limit ?? 0) || MAX_UPLOAD_BYTES);
      const staged = await stageUploadBody(req, await store.stagingPath(), limit);
      const { id } = await commitObject(ctx, store, claims, {
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
    throw storageError(405, 'MethodNotAllowed', `${method} is not supported here`);
  }

  async function list(claims: JwtClaims, bucket: string, body: unknown) {
    const options = (body ?? {}) as {
      prefix?: unknown;
      limit?: unknown;
      offset?: unknown;
      search?: unknown;
      sortBy?: { column?: unknown; order?: unknown };
    };
    const prefix = typeof options.prefix === 'string' ? options.prefix.replace(/^\/+|\/+$/g, '') : '';
    const limit = Math.min(Math.max(Number(options.limit ?? 100) || 100, 1), 1000);
    const offset = Math.max(Number(options.offset ?? 0) || 0, 0);
    const search = typeof options.search === 'string' ? options.search.toLowerCase() : '';
    const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(
      String(options.sortBy?.column),
    )
      ? String(options.sortBy?.column)
      : 'name';
    const descending = String(options.sortBy?.order).toLowerCase() === 'desc';
    const base = prefix ? `${prefix}/` : '';
    const rows = await withClaims(ctx.db, claims, (tx) => listObjects(tx, bucket, base));
    // One level, as Supabase lists: objects directly under the prefix, and folders as entries
    // with a null id.
    const entries = new Map<string, Record<string, unknown>>();
    for (const row of rows) {
      const rest = row.name.slice(base.length);
      const slash = rest.indexOf('/');
      const entryName = slash === -1 ? rest : rest.slice(0, slash);
      if (search && !entryName.toLowerCase().startsWith(search)) continue;
      if (slash !== -1) {
        if (!entries.has(entryName)) {
          entries.set(entryName, {
            name: entryName,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          });
        }
        continue;
      }
      entries.set(entryName, {
        name: entryName,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    }
    const sorted = [...entries.values()].sort((a, b) => {
      const x = String(a[column] ?? '');
      const y = String(b[column] ?? '');
      return (x < y ? -1 : x > y ? 1 : 0) * (descending ? -1 : 1);
    });
    return sorted.slice(offset, offset + limit);
  }

  async function remove(claims: JwtClaims, bucket: string, names: string[]) {
    const valid = names.filter((n) => {
      try {
        checkObjectName(bucket, n);
        return true;
      } catch {
        return false;
      }
    });
    // Only the rows RLS lets the caller delete are deleted, and only their files removed.
    const deleted = await withClaims(ctx.db, claims, async (tx) => {
      const { rows } = await tx.query<Record<string, unknown> & { name: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2)
         returning id, name, bucket_id, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata`,
        [bucket, valid],
      );
      return rows;
    });
    for (const row of deleted) await store.remove(bucket, row.name);
    return deleted;
  }

  return {
    handler,
    async close() {
      tus.close();
      await store.close();
    },
  };
}

function objectInfo(bucket: string, row: NonNullable<Awaited<ReturnType<typeof findObject>>>) {
  const meta = row.metadata;
  return {
    id: row.id,
    name: row.name,
    bucket_id: bucket,
    version: null,
    size: meta?.size ?? null,
    content_type: meta?.mimetype ?? null,
    cache_control: meta?.cacheControl ?? null,
    etag: meta?.eTag ?? null,
    metadata: meta?.audio ? { audio: meta.audio } : {},
    last_modified: meta?.lastModified ?? row.updated_at,
    created_at: row.created_at,
  };
}
