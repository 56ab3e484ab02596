import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { repoRoot } from '../config.ts';
import type { Database, Queryable, QueryResult, TransactionSettings } from './types.ts';

/** An initialised data directory made by the build (scripts/pglite-template.mjs). */
const TEMPLATE = join(repoRoot, 'backend/dist/pglite-template.tar.gz');

/**
 * PGlite is a single connection: a transaction holds it, so other queries wait behind it
 * (PGlite queues them itself). PGlite connects as a superuser, which bypasses RLS; callers
 * must switch role inside the transaction (see with-role.ts).
 */
/**
 * PGlite's WASM heap only grows, so what PostgreSQL may use per query is what the process keeps:
 * a small-server configuration (the data of a community site fits in far less than the defaults).
 */
const SMALL_SERVER = [
  'shared_buffers = 16MB',
  'work_mem = 2MB',
  'maintenance_work_mem = 16MB',
  'temp_buffers = 2MB',
  'wal_buffers = 1MB',
  'jit = off',
];

export async function openPglite(dataDir?: string, image?: string): Promise<Database> {
  // A new data directory starts from the template when the build made one: initdb would run two
  // more PostgreSQL instances beside this one, for a peak far above what the stack needs later.
  const fresh = dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION')) && existsSync(TEMPLATE);
  const source = image ?? (fresh ? TEMPLATE : undefined);
  return wrapPglite(
    await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      postgresqlconf: SMALL_SERVER,
      loadDataDir: source ? new Blob([readFileSync(source)]) : undefined,
    }),
  );
}

/**
 * Writes an in-memory PGlite's data directory, after `prepare` ran on it, to `file` (uncompressed:
 * loading it is what a test stack's start then costs).
 */
export async function writePgliteImage(file: string, prepare: (db: Database) => Promise<void>) {
  const pg = await PGlite.create({ extensions: { pg_trgm }, postgresqlconf: SMALL_SERVER });
  try {
    await prepare(wrapPglite(pg));
    const image = await pg.dumpDataDir('none');
    await writeFile(file, Buffer.from(await image.arrayBuffer()));
  } finally {
    await pg.close();
  }
}

/** The select that sets a transaction's settings, with its parameters. */
function settingsQuery(settings: TransactionSettings): { sql: string; params: string[] } {
  return {
    sql: `select ${settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
    params: settings.flat(),
  };
}

function wrapPglite(pg: PGlite): Database {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params);
      return { rows: r.rows, affectedRows: r.affectedRows };
    },
    async exec(sql) {
      await q.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction(fn, settings) {
      return pg.transaction(async (tx) => {
        if (settings?.length) {
          const { sql, params } = settingsQuery(settings);
          await tx.query(sql, params);
        }
        return fn(wrap(tx));
      });
    },
    async close() {
      await pg.close();
    },
  };
}
