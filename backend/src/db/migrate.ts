import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../config.ts';
import type { Database } from './database.ts';

// From the repository root, so the same paths hold for src/*.ts (tsx) and the dist/ bundle (node).
export const baseDir = join(repoRoot, 'backend/src/db/base');
export const migrationsDir = join(repoRoot, 'supabase/migrations');

/** Creates what Supabase provides (idempotent), then applies supabase/migrations not yet applied. */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  // Two stacks starting on one PostgreSQL (tests) must not run the base at the same time.
  await db.query('select pg_advisory_lock(727272)');
  try {
    for (const file of (await readdir(baseDir)).filter((f) => f.endsWith('.sql')).sort()) {
      await db.exec(await readFile(join(baseDir, file), 'utf8'));
    }
    const applied = new Set(
      (
        await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
      ).rows.map((r) => r.version),
    );
    const ran: string[] = [];
    for (const file of (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort()) {
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
      if (!version || applied.has(version)) continue;
      const sql = await readFile(join(dir, file), 'utf8');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          version,
          rest.join('_'),
        ]);
      });
      ran.push(file);
    }
    return ran;
  } finally {
    await db.query('select pg_advisory_unlock(727272)');
  }
}
