import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { RunningStack } from '@hifi/backend/src/stack.ts';
import { createTestUser } from '@hifi/backend/test/community.ts';
import { startTestStack, supabaseClient } from '@hifi/backend/test/stack-harness.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { genuine } from './fixtures.ts';
import { spawnWorker } from './spawn-worker.ts';
import { until } from './until.ts';

let stack: RunningStack;
let userId: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  stack = await startTestStack('pglite');
  userId = (await createTestUser(stack, 'uploader')).id;
});
// A worker left from one test, with its 2 s lease, would take the next test's jobs and lose them.
afterEach(async () => {
  const running = children.splice(0).filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of running) c.kill('SIGKILL');
  await Promise.all(running.map((c) => new Promise((r) => c.once('exit', r))));
});
afterAll(() => stack?.close());

/** A worker process as `pnpm start` runs it, with a short lease so a dead one is noticed fast. */
function startWorker(leaseSeconds = 2) {
  const child = spawnWorker(stack, { leaseSeconds, idleMs: 200, stdout: 'ignore' });
  children.push(child);
  return child;
}

async function addTrack(file: string): Promise<string> {
  const admin = supabaseClient(stack, stack.keys.serviceRoleKey);
  const name = `${randomUUID()}.flac`;
  const { error } = await admin.storage
    .from('audio')
    .upload(name, await readFile(file), { contentType: 'audio/flac' });
  if (error) throw new Error(error.message);
  const r = await stack.db.query<{ id: string }>(
    'insert into public.audio_files (user_id, title, file_path) values ($1, $2, $3) returning id',
    [userId, name, name],
  );
  return r.rows[0].id;
}

async function jobs(ids: string[]) {
  const r = await stack.db.query<{ audio_file_id: string; state: string; attempts: number }>(
    'select audio_file_id, state, attempts from public.analysis_jobs where audio_file_id = any($1::uuid[])',
    [ids],
  );
  return r.rows;
}

describe('worker processes', () => {
  it('finishes a job after its worker is SIGKILLed mid-job and another starts', async () => {
    const id = await addTrack(genuine('long.flac', 40, 96000, ['-sample_fmt', 's32']));
    const first = startWorker();
    await until(async () => (await jobs([id]))[0].state === 'running');
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect((await jobs([id]))[0].state).toBe('running');
    startWorker();
    await until(async () => (await jobs([id]))[0].state === 'done');
    expect((await jobs([id]))[0].attempts).toBe(2);
    const row = await stack.db.query('select status from public.track_analyses where audio_file_id = $1', [
      id,
    ]);
    expect(row.rows[0]).toEqual({ status: 'done' });
  });

  it('two workers do every job exactly once', async () => {
    const file = genuine('short.flac', 2);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await addTrack(file));
    // A lease long enough that only a dead worker loses its job (two cores are shared here).
    startWorker(30);
    startWorker(30);
    await until(async () => (await jobs(ids)).every((j) => j.state === 'done'));
    expect((await jobs(ids)).map((j) => j.attempts)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
