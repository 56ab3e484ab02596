import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createScratchDatabase } from '../src/db/scratch-database.ts';
import { type RunningStack, startStack } from '../src/stack.ts';
import { migratedPgliteImage, migratedPostgresTemplate } from './migrated-databases.ts';

/**
 * Both engines, for what SQL decides: the REST layer, row-level security, limits and locks,
 * migrations. PostgreSQL only where DATABASE_URL names one.
 */
export const databases = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
export type DatabaseKind = (typeof databases)[number];

/**
 * One engine, for services whose logic is TypeScript over a few queries (auth, tus and the
 * storage API, functions, HTTP bodies, the demo seed): PostgreSQL when there is one, as on a hosted
 * project. The journeys run the same services over PGlite, the embedded default. Both engines for
 * these files took the backend suite from 353 to 527 CPU-seconds on two cores.
 */
export const serviceDatabases = process.env.DATABASE_URL ? (['postgres'] as const) : (['pglite'] as const);

/**
 * A fresh stack for one test file: in-memory PGlite, or a new database on the PostgreSQL of
 * DATABASE_URL, dropped again on close. Always listening on a free port. Unless the test brings
 * its own data folder or migrations, the database starts migrated (migrated-databases.ts).
 */
export async function startTestStack(
  kind: DatabaseKind = 'pglite',
  extra: Partial<Parameters<typeof startStack>[0]> = {},
): Promise<RunningStack> {
  const premigrated = extra.dataDir === undefined && extra.migrationsDir === undefined;
  if (kind === 'pglite') {
    const pgliteImage = premigrated ? await migratedPgliteImage() : undefined;
    return startStack({ port: 0, host: '127.0.0.1', siteUrl: '', pgliteImage, ...extra });
  }
  const adminUrl = process.env.DATABASE_URL as string;
  const template = premigrated ? await migratedPostgresTemplate(adminUrl) : undefined;
  const database = await createScratchDatabase(adminUrl, 'hifi_test', template);
  const stack = await startStack({
    port: 0,
    host: '127.0.0.1',
    siteUrl: '',
    databaseUrl: database.url,
    ...extra,
  });
  return {
    ...stack,
    async close() {
      await stack.close();
      await database.drop();
    },
  };
}

/**
 * supabase-js as the site uses it. Node 20 has no global WebSocket, which supabase-js's realtime
 * client demands at construction; give it the ws package (realtime itself is not used).
 */
export function supabaseClient(stack: RunningStack, key = stack.keys.anonKey) {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}
