import { writeFile } from 'node:fs/promises';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { renderDatabaseTypes } from './database-types.ts';
import { loadSchemaCache } from './schema-cache.ts';

/**
 * `pnpm --filter @hifi/backend gen:types [out.ts]`: applies supabase/migrations to a throwaway
 * in-memory database and prints (or writes) the supabase-js `Database` type for them.
 */
const db = await openDatabase({});
try {
  await migrate(db);
  const text = renderDatabaseTypes(await loadSchemaCache(db));
  const out = process.argv[2];
  if (out) await writeFile(out, text);
  else process.stdout.write(text);
} finally {
  await db.close();
}
