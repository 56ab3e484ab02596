import type { ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { databases, supabaseClient } from '@hifi/backend/test/stack-harness.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureDir, genuine } from './fixtures.ts';
import { spawnWorker } from './spawn-worker.ts';
import { addTrack, analysis, currentStack, deleteTrack, useStack, worker } from './stack-tracks.ts';
import { until } from './until.ts';

/**
 * The queue of docs/analysis.md#jobs on each database the stack runs on (PGlite, and PostgreSQL
 * under backend/scripts/test-services.sh): retries with backoff until a job ends failed with its
 * reason, claims that never hand one job to two workers, and worker processes sharing the queue.
 */
describe.each(databases)('the analysis job queue on %s', (kind) => {
  useStack(kind);
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill('SIGKILL');
  });

  async function job(id: string) {
    const r = await currentStack().db.query<{
      state: string;
      attempts: number;
      last_error: string | null;
      worker_id: string | null;
      wait_seconds: number;
      finished: boolean;
    }>(
      `select state, attempts, last_error, worker_id, finished_at is not null as finished,
              extract(epoch from run_after - now())::float8 as wait_seconds
         from public.analysis_jobs where audio_file_id = $1`,
      [id],
    );
    return r.rows[0];
  }

  it('retries a job whose analysis keeps failing after 5, 20 and 80 s, ends it failed with its reason, and takes the next job', async () => {
    // Bytes no decoder reads, named as an ALAC upload: making its FLAC rendition fails every time.
    await writeFile(`${fixtureDir}/garbage.m4a`, Buffer.from('not audio at all; '.repeat(200)));
    const broken = await addTrack(`${fixtureDir}/garbage.m4a`, 'm4a');
    const w = worker();

    for (const [attempt, backoff] of [
      [1, 5],
      [2, 20],
      [3, 80],
    ] as const) {
      expect(await w.runOne()).toBe(true);
      const queued = await job(broken);
      expect(queued).toMatchObject({ state: 'queued', attempts: attempt, finished: false });
      expect(queued.last_error).toMatch(/ffmpeg/);
      // run_after was set to now() + backoff when the attempt ended, a moment before this read
      expect(queued.wait_seconds).toBeLessThanOrEqual(backoff);
      expect(queued.wait_seconds).toBeGreaterThan(backoff - 4);
      // the owner reads why it is being tried again
      expect(await analysis(broken)).toMatchObject({ status: 'queued', error: queued.last_error });
      // backing off: nothing is ready for the worker
      expect(await w.runOne()).toBe(false);
      if (attempt === 1) {
        // the first wait is short enough to sit out for real
        await new Promise((r) => setTimeout(r, queued.wait_seconds * 1000 + 100));
      } else {
        await currentStack().db.query(
          'update public.analysis_jobs set run_after = now() where audio_file_id = $1',
          [broken],
        );
      }
    }

    expect(await w.runOne()).toBe(true);
    const failed = await job(broken);
    expect(failed).toMatchObject({ state: 'failed', attempts: 4, finished: true });
    expect(failed.last_error).toMatch(/ffmpeg/);
    expect(await analysis(broken)).toMatchObject({ status: 'failed', error: failed.last_error });
    // a failed job is not taken again
    expect(await w.runOne()).toBe(false);
    expect((await job(broken)).attempts).toBe(4);

    // the same worker goes on with the next track
    const next = await addTrack(genuine('after-failures.flac', 2), 'flac');
    expect(await w.runOne()).toBe(true);
    expect(await analysis(next)).toMatchObject({ status: 'done', lossy_source: false });
    expect(await analysis(broken)).toMatchObject({ status: 'failed' });
  });

  it('hands each ready job to exactly one of many claims made at once', async () => {
    const file = genuine('claimed.flac', 1);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await addTrack(file, 'flac'));
    const stack = currentStack();
    // 18 claims in flight together, each on its own client (its own connection on PostgreSQL)
    const claims = await Promise.all(
      Array.from({ length: 18 }, async (_, i) => {
        const admin = supabaseClient(stack, stack.keys.serviceRoleKey);
        const { data, error } = await admin.rpc('claim_analysis_job', {
          worker: `claimer-${i}`,
          lease_seconds: 600,
        });
        expect(error).toBeNull();
        return { claimer: `claimer-${i}`, jobs: (data ?? []) as Array<{ audio_file_id: string }> };
      }),
    );
    const taken = claims.flatMap((c) => c.jobs.map((j) => ({ claimer: c.claimer, id: j.audio_file_id })));
    expect(taken.map((t) => t.id).sort()).toEqual([...ids].sort());
    for (const t of taken) {
      expect(await job(t.id)).toMatchObject({ state: 'running', attempts: 1, worker_id: t.claimer });
    }
    // held under a 10-minute lease: gone with their tracks, so the next test starts clean
    for (const id of ids) await deleteTrack(id);
  });

  it('writes nothing for a job another worker took after its lease ran out', async () => {
    // long enough that its worker is still at it when the lease is taken away, even on a busy machine
    const id = await addTrack(genuine('stalled.flac', 240), 'flac');
    const stack = currentStack();
    const stalled = worker({ leaseSeconds: 600 });
    const running = stalled.runOne();
    await until(async () => (await job(id))?.state === 'running', 30_000);
    // as if this worker had been paused past its lease: the job is free again and taken
    await stack.db.query(
      `update public.analysis_jobs set lease_until = now() - interval '1 second' where audio_file_id = $1`,
      [id],
    );
    const admin = supabaseClient(stack, stack.keys.serviceRoleKey);
    const { data, error } = await admin.rpc('claim_analysis_job', {
      worker: 'the-other',
      lease_seconds: 600,
    });
    expect(error).toBeNull();
    expect((data as Array<{ audio_file_id: string }>)[0]?.audio_file_id).toBe(id);

    await expect(running).resolves.toBe(true);
    expect(await job(id)).toMatchObject({ state: 'running', attempts: 2, worker_id: 'the-other' });
    // the row is the other worker's to fill
    expect(await analysis(id)).toMatchObject({ status: 'running', sha256: null, waveform_path: null });
    await deleteTrack(id);
  });

  // PGlite runs one transaction at a time; processes.test.ts runs two worker processes there.
  if (kind === 'postgres') {
    it('two worker processes analyse every track exactly once', async () => {
      const [a, b] = [startWorker(), startWorker()];
      await Promise.all([a.ready, b.ready]);
      const file = genuine('shared-queue.flac', 3);
      const ids: string[] = [];
      for (let i = 0; i < 10; i++) ids.push(await addTrack(file, 'flac'));
      const paths = (
        await currentStack().db.query<{ file_path: string }>(
          'select file_path from public.audio_files where id = any($1::uuid[])',
          [ids],
        )
      ).rows.map((r) => r.file_path);

      await until(async () => {
        const states = await Promise.all(ids.map(job));
        return states.every((s) => s.state === 'done');
      });
      const jobs = await Promise.all(ids.map(job));
      expect(jobs.map((j) => j.attempts)).toEqual(ids.map(() => 1));
      // both took work (else this would not show two at once)
      expect(new Set(jobs.map((j) => j.worker_id)).size).toBe(2);
      // each file analysed once, counted in what the two processes report
      const analysed = [...a.lines, ...b.lines].filter((l) => / analysed /.test(l));
      expect(analysed).toHaveLength(ids.length);
      for (const path of paths) expect(analysed.filter((l) => l.endsWith(` ${path}`))).toHaveLength(1);
      for (const id of ids) expect(await analysis(id)).toMatchObject({ status: 'done', lossy_source: false });
    });
  }

  /** A worker process as `pnpm start` runs it; `ready` once it says it takes jobs. */
  function startWorker() {
    // a lease long enough that only a dead worker loses its job on two shared cores
    const child = spawnWorker(currentStack(), { leaseSeconds: 60, idleMs: 50, stdout: 'pipe' });
    children.push(child);
    const lines: string[] = [];
    const ready = new Promise<void>((resolve, reject) => {
      let rest = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        const text = rest + chunk.toString();
        const parts = text.split('\n');
        rest = parts.pop() ?? '';
        for (const line of parts) {
          lines.push(line);
          if (/taking analysis jobs/.test(line)) resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`worker exited ${code} before taking jobs`)));
    });
    return { child, lines, ready };
  }
});
