import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { type RunningStack, startStack } from '../src/stack.ts';

export const databases = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
export type DatabaseKind = (typeof databases)[number];

/**
 * A fresh stack for one test file: in-memory PGlite, or a new database on the PostgreSQL of
 * DATABASE_URL, dropped again on close. Always listening on a free port.
 */
export async function startTestStack(
  kind: DatabaseKind = 'pglite',
  extra: Partial<Parameters<typeof startStack>[0]> = {},
): Promise<RunningStack> {
  if (kind === 'pglite') {
    return startStack({ port: 0, host: '127.0.0.1', siteUrl: '', ...extra });
  }
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `hifi_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const stack = await startStack({
    port: 0,
    host: '127.0.0.1',
    siteUrl: '',
    databaseUrl: url.toString(),
    ...extra,
  });
  return {
    ...stack,
    async close() {
      await stack.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
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
