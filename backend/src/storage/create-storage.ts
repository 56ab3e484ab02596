/**
 * /storage/v1: the routes of Supabase Storage that supabase-js's storage client and tus clients
 * call. Access is decided by RLS on storage.objects (objects-db.ts); public-bucket and signed-URL
 * reads bypass it, as on Supabase.
 */

import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { JwtClaims } from '../db/with-role.ts';
import { type Handler, requestClaims, type StackContext } from '../http/context.ts';
import { JwtError } from '../keys/jwt.ts';
import { requireApiKey } from './api-key.ts';
import { storageError } from './object-names.ts';
import { type ObjectStore, openLocalObjectStore } from './object-store.ts';
import { PublicRowCache } from './public-row-cache.ts';
import { findRoute } from './route-table.ts';
import { storageRoutes } from './storage-routes.ts';
import { createTusUploads } from './tus-upload.ts';

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
    if (path === '/upload/resumable' || path.startsWith('/upload/resumable/')) {
      await requireApiKey(ctx, req, url);
      return tus.handle(req, res);
    }
    const { route, params } = findRoute(storageRoutes, req.method ?? 'GET', path);
    if (!route.open) await requireApiKey(ctx, req, url);
    return route.handle({ ctx, store, publicRows, req, res, url, params, claims: () => claimsOf(req) });
  };

  return {
    handler,
    async close() {
      tus.close();
      await store.close();
    },
  };
}
