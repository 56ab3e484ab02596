import pg from 'pg';
import type { Database, Queryable, QueryResult } from './types.ts';

// int8 (counts) and numeric come back as strings from node-postgres but as numbers from PGlite;
// parse them so both databases answer the same JSON. Counts here never exceed 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DB_POOL_SIZE ?? 10) });
  // An idle connection ended by the server (a restart, an admin's kill, a dropped database) must not
  // bring the stack down as an unhandled 'error' event: the pool opens a new one on the next query.
  pool.on('error', (error) => console.warn(`[db] an idle connection was closed: ${error.message}`));
  // Fail at start, with the reason, rather than on the first request.
  await pool.query('select 1');

  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query(sql, params);
      return { rows: r.rows as T[], affectedRows: r.rowCount ?? undefined };
    },
    async exec(sql) {
      await q.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn, settings) {
      const client = await pool.connect();
      try {
        // One simple-protocol message for BEGIN and the settings (literals, as it takes no
        // parameters): one round trip fewer on every request than a select of its own.
        const set = settings?.map(
          ([name, value]) =>
            `set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
        );
        await client.query(set?.length ? `begin; select ${set.join(', ')}` : 'begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
