/**
 * `pnpm test:supabase`: Supabase's own postgrest-js and storage-js suites (vendored unchanged in
 * ../postgrest-js and ../storage-js) against the local stack on PostgreSQL, each on a scratch
 * database loaded as `supabase db reset` loads it (the stack's base, the suite's migrations, its
 * seed.sql), on the port and with the keys of Supabase CLI's defaults. Prints passed / failed /
 * excluded per file and, per suite, the share of server-reaching tests that pass; exits non-zero
 * below THRESHOLD for a suite, or when a suite could not run at all.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../../src/db/scratch-database.ts';
import { startStack } from '../../src/stack.ts';
import { excluded } from './exclusions.ts';
import { type SuiteFigures, tally } from './tally.ts';

const THRESHOLD = 0.95;
/** Supabase CLI's default JWT secret: its anon and service_role keys (used by the suites) verify. */
const CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** The API port of Supabase CLI's config.toml, written into the suites. */
const CLI_API_PORT = 54321;
const SUITES = ['postgrest-js', 'storage-js'] as const;

const here = resolve(import.meta.dirname);
const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');

async function runSuite(suite: string): Promise<SuiteFigures> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error('DATABASE_URL must point at PostgreSQL (run through backend/scripts/test-services.sh)');
  const fixtures = join(here, '..', suite, 'test', 'supabase');
  const scratch = await createScratchDatabase(adminUrl, 'hifi_supabase_suite');
  const work = mkdtempSync(join(tmpdir(), `hifi-${suite}-`));
  try {
    // An empty folder when the suite has no migrations: only the stack's base then.
    const migrations = join(fixtures, 'migrations');
    const stack = await startStack({
      port: CLI_API_PORT,
      host: '::',
      siteUrl: `http://127.0.0.1:${CLI_API_PORT}`,
      databaseUrl: scratch.url,
      dataDir: work,
      jwtSecret: CLI_JWT_SECRET,
      migrationsDir: existsSync(migrations) ? migrations : work,
      auth: { emailMinInterval: 0 },
    });
    try {
      await loadSeed(scratch.url, join(fixtures, 'seed.sql'));
      if (process.env.SUPABASE_SUITES_SERVE) {
        // The suite's database and stack without the tests, to try requests by hand (Ctrl-C ends).
        console.log(`[${suite}] serving ${stack.url}; database ${scratch.url}`);
        await new Promise((done) => process.once('SIGINT', done));
        throw new Error('stopped');
      }
      const reach = join(work, 'server-reach.jsonl');
      const results = join(work, 'results.json');
      const code = await jest(suite, reach, results);
      if (!existsSync(results)) throw new Error(`${suite}: jest ended (${code}) without results`);
      return tally(
        suite,
        JSON.parse(readFileSync(results, 'utf8')),
        existsSync(reach) ? readFileSync(reach, 'utf8') : '',
        excluded(suite),
        (file) => relative(join(here, '..', suite), file),
      );
    } finally {
      await stack.close();
    }
  } finally {
    await scratch.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * seed.sql as `supabase db reset` runs it: as the database owner, extensions on the search path,
 * with pgcrypto there as every Supabase database has it.
 */
async function loadSeed(url: string, file: string) {
  if (!existsSync(file)) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pgcrypto schema extensions');
    await client.query('set search_path to "$user", public, extensions');
    await client.query(readFileSync(file, 'utf8'));
  } finally {
    await client.end();
  }
}

function jest(suite: string, reach: string, results: string): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        jestBin,
        '--config',
        join(here, 'jest.config.cjs'),
        '--ci',
        '--json',
        '--outputFile',
        results,
        '--silent',
      ],
      {
        env: { ...process.env, SUITE: suite, SERVER_REACH_FILE: reach, FORCE_COLOR: '0' },
        stdio: ['ignore', 'ignore', process.env.SUPABASE_SUITES_VERBOSE ? 'inherit' : 'ignore'],
      },
    );
    child.on('error', fail);
    child.on('exit', (code) => done(code ?? 1));
  });
}

let failed = false;
// SUPABASE_SUITES=storage-js runs one suite alone (while working on it).
const only = process.env.SUPABASE_SUITES?.split(',');
for (const suite of SUITES.filter((s) => !only || only.includes(s))) {
  try {
    const figures = await runSuite(suite);
    console.log(figures.report);
    if (figures.share < THRESHOLD) failed = true;
  } catch (error) {
    console.error(`[${suite}] could not run:`, error);
    failed = true;
  }
}
console.log(
  failed
    ? `\nbelow ${THRESHOLD * 100} % in at least one suite`
    : `\nevery suite at or above ${THRESHOLD * 100} %`,
);
process.exit(failed ? 1 : 0);
