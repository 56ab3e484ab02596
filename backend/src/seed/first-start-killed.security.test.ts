import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { DEMO_TRACKS, DEMO_USERS } from './demo-community.ts';

/**
 * The first-start seed is all or nothing. The stack is started as `pnpm start` runs
 * it, killed with SIGKILL while seeding, and started again: the last start completes the seed,
 * with each demo user and track exactly once.
 */
const backendDir = new URL('../../', import.meta.url).pathname;

function startMain(env: Record<string, string>): {
  child: ChildProcess;
  lines: string[];
  seen: (re: RegExp) => Promise<void>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: backendDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: Array<{ re: RegExp; resolve: () => void }> = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      lines.push(line);
      for (const w of waiters.filter((w) => w.re.test(line))) w.resolve();
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const seen = (re: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (lines.some((l) => re.test(l))) return resolve();
      waiters.push({ re, resolve });
      child.once('exit', () => reject(new Error(`exited before ${re}: ${lines.slice(-10).join('\n')}`)));
    });
  return { child, lines, seen };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

// PGlite only: the first `pnpm start` seeds the embedded default, and a SIGKILL mid-write leaves
// PGlite's own files to recover (PostgreSQL's server rolls a killed session back by itself).
describe('first-start seed killed on PGlite', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('is completed by the next start after SIGKILL at any point, and has everything exactly once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hifi-seed-kill-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
    // Kill points: as the seed starts, while users are created, while tracks are uploaded.
    for (const delay of [0, 700, 2500]) {
      const run = startMain(env);
      await run.seen(/\[seed\] (empty database|the last demo seed)/);
      await new Promise((r) => setTimeout(r, delay));
      await killed(run.child);
      console.log(`[seed-kill] killed ${delay} ms into the seed`);
    }
    const last = startMain(env);
    await last.seen(/\[seed\] (seeded|failed)/);
    await new Promise((resolve) => {
      last.child.once('exit', resolve);
      last.child.kill('SIGTERM');
    });
    expect(last.lines.join('\n')).toMatch(/\[seed\] seeded/);

    const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const one = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]?.n;
      expect(await one('select count(*)::int as n from auth.users')).toBe(DEMO_USERS.length);
      expect(await one('select count(*)::int as n from public.profiles')).toBe(DEMO_USERS.length);
      expect(await one('select count(*)::int as n from public.audio_files')).toBe(DEMO_TRACKS.length);
      expect(await one('select count(distinct title)::int as n from public.audio_files')).toBe(
        new Set(DEMO_TRACKS.map((t) => t.title)).size,
      );
      expect(
        await one('select count(*)::int as n from hifi_stack.first_start_seed where finished_at is not null'),
      ).toBe(1);
    } finally {
      await db.close();
    }
  }, 180_000);
});
