import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAuth } from './auth/create-auth.ts';
import type { StackConfig } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createFunctions } from './functions/create-functions.ts';
import type { Mount, StackContext } from './http/context.ts';
import { createStackServer } from './http/server.ts';
import { deriveKeys, type Keys } from './keys/jwt.ts';
import { loadJwtSecret, loadSigningKey } from './keys/secret.ts';
import { createRest } from './rest/create-rest.ts';
import { createSite } from './site/create-site.ts';
import { createStorage } from './storage/create-storage.ts';

export interface RunningStack {
  /** http://host:port the stack answers on (site and API). */
  url: string;
  keys: Keys;
  db: Database;
  context: StackContext;
  close(): Promise<void>;
}

/** Starts the whole local stack in this process. port 0 picks a free port (tests). */
export async function startStack(config: StackConfig): Promise<RunningStack> {
  // A fresh checkout has no data folder yet; PGlite only creates its own last path segment.
  if (config.dataDir) await mkdir(config.dataDir, { recursive: true });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir && join(config.dataDir, 'pglite'),
    pgliteImage: config.dataDir ? undefined : config.pgliteImage,
  });
  await migrate(db, config.migrationsDir);
  const keys = await deriveKeys(
    await loadJwtSecret(config.dataDir, config.jwtSecret),
    await loadSigningKey(config.dataDir, config.jwtSigningKey),
  );

  const mounts: Mount[] = [];
  const server = createStackServer(mounts, { trustProxy: config.trustProxy });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  const loopbackHost =
    !config.host || config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const context: StackContext = {
    config: { ...config, siteUrl: config.port === 0 ? url : config.siteUrl },
    db,
    keys,
    internalUrl: `http://${loopbackHost.includes(':') ? `[${loopbackHost}]` : loopbackHost}:${port}`,
  };

  // Each part of the stack mounts itself here, most specific prefix first; the site is last.
  mounts.push(...(await createMounts(context)));

  return {
    url,
    keys,
    db,
    context,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const mount of mounts) await mount.close?.();
      await db.close();
    },
  };
}

/** The parts of the stack, each under its Supabase path; the static site ('' prefix) comes last. */
async function createMounts(ctx: StackContext): Promise<Mount[]> {
  const functions = createFunctions(ctx);
  return [
    { prefix: '/rest/v1', ...(await createRest(ctx)) },
    { prefix: '/auth/v1', ...(await createAuth(ctx)) },
    { prefix: '/storage/v1', ...(await createStorage(ctx)) },
    { prefix: '/functions/v1', ...functions.functions },
    { prefix: '/oembed', ...functions.oembed },
    // /audio/{id} is answered by the link-preview function, /discover by the first-view function
    // (a hosted site rewrites them there).
    {
      prefix: '',
      ...(await createSite(
        ctx,
        undefined,
        (req, res, path, url) => functions.invoke(req, res, `/link-preview${path}`, url),
        {
          track: (req, url) => functions.respond(req, `/link-preview${url.pathname}`, url),
          discover: (req, url) => functions.respond(req, `/first-view${url.pathname}`, url),
        },
      )),
    },
  ];
}
