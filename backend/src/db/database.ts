import type { Database, DatabaseOptions } from './types.ts';

// The drivers import only ./types.ts, so this file and theirs form no cycle.
export type { Database, DatabaseOptions, Queryable, QueryResult, TransactionSettings } from './types.ts';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir, options.pgliteImage);
}
