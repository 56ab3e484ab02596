import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { baseDir, migrate, migrationsDir } from '../src/db/migrate.ts';
import { writePgliteImage } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';

/**
 * Test stacks start from a database that already has the Supabase base and every migration:
 * PGlite from a dumped data directory, PostgreSQL from a template database. Both are made once per
 * set of migrations (named by their hash) and reused by every test file; a stack's own migrate()
 * then finds nothing left to apply. Templates of other migrations are left alone: another
 * checkout on the same server may be using them. Starting PGlite this way skips initdb, which cost each of
 * about 80 test stacks 10–20 s of CPU on the 2-core CI machine.
 */
function migrationsHash(): string {
  const hash = createHash('sha256');
  // The package's exports hide its package.json; a new PGlite may not read an older data directory.
  hash.update(readFileSync(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  for (const dir of [baseDir, migrationsDir]) {
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      hash.update(file).update(readFileSync(join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The migrated PGlite image's path, made first when missing. */
export async function migratedPgliteImage(): Promise<string> {
  const file = join(tmpdir(), `hifi-pglite-migrated-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  // Two test workers may both make it; each writes its own file and the rename publishes one whole.
  const partial = `${file}.${process.pid}.partial`;
  try {
    await writePgliteImage(partial, async (db) => {
      await migrate(db);
    });
    await rename(partial, file);
  } finally {
    await unlink(partial).catch(() => {});
  }
  return file;
}

async function asAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The migrated template database's name on the server of adminUrl, made first when missing. */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `hifi_template_${migrationsHash()}`;
  const exists = (client: pg.Client) =>
    client.query('select 1 from pg_database where datname = $1', [name]).then((r) => r.rowCount === 1);
  return asAdmin(adminUrl, async (client) => {
    // One maker at a time; the others wait and then find it.
    await client.query('select pg_advisory_lock(727273)');
    try {
      if (await exists(client)) return name;
      const building = `${name}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const db = await openPostgres(url.toString());
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock(727273)');
    }
  });
}
