import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryResult } from './types.ts';

/**
 * PGlite is a single connection: a transaction holds it, so other queries wait behind it
 * (PGlite queues them itself). PGlite connects as a superuser, which bypasses RLS; callers
 * must switch role inside the transaction (see with-role.ts).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const pg = await PGlite.create({ dataDir, extensions: { pg_trgm } });

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
    transaction(fn) {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    async close() {
      await pg.close();
    },
  };
}
