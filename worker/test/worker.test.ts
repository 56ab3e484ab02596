import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createTestUser } from '@hifi/backend/src/rest/testing/community.ts';
import type { RunningStack } from '@hifi/backend/src/stack.ts';
import { startTestStack, supabaseClient } from '@hifi/backend/test/stack-harness.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisWorker } from '../src/worker.ts';
import { ebur128, ffmpeg, fixtureDir, genuine, transcode } from './fixtures.ts';

let stack: RunningStack;
let userId: string;

beforeAll(async () => {
  stack = await startTestStack('pglite');
  userId = (await createTestUser(stack, 'uploader')).id;
});
afterAll(async () => {
  await stack?.close();
});

/** Stores a file as the uploader would and adds its track row: the trigger queues the job. */
async function addTrack(file: string, ext: string): Promise<string> {
  const admin = supabaseClient(stack, stack.keys.serviceRoleKey);
  const name = `${randomUUID()}.${ext}`;
  const { error } = await admin.storage
    .from('audio')
    .upload(name, await readFile(file), { contentType: `audio/${ext}` });
  if (error) throw new Error(error.message);
  const { data, error: insertError } = await admin
    .from('audio_files')
    .insert({ user_id: userId, title: name, file_path: name })
    .select('id')
    .single();
  if (insertError) throw new Error(insertError.message);
  return data.id as string;
}

function worker() {
  return new AnalysisWorker({
    supabaseUrl: stack.url,
    serviceRoleKey: stack.keys.serviceRoleKey,
    log: (l) => process.env.WORKER_LOG && console.log(l),
  });
}

async function drain(w = worker()) {
  while (await w.runOne()) {}
}

async function analysis(id: string) {
  const anon = supabaseClient(stack);
  const { data, error } = await anon.from('track_analyses').select('*').eq('audio_file_id', id).single();
  if (error) throw new Error(error.message);
  return data;
}

describe('the analysis worker against the stack', () => {
  it('gives a genuine FLAC, an MP3 transcode, an upsampled and a padded file the right row', async () => {
    const source = genuine('genuine.flac');
    const mp3 = transcode(source, 'mp3-128.flac', ['-c:a', 'libmp3lame', '-b:a', '128k']);
    const padded = `${fixtureDir}/padded.flac`;
    ffmpeg('-i', source, '-sample_fmt', 's32', '-bits_per_raw_sample', '24', padded);
    const ids = {
      genuine: await addTrack(source, 'flac'),
      mp3: await addTrack(mp3, 'flac'),
      padded: await addTrack(padded, 'flac'),
    };
    expect((await analysis(ids.genuine)).status).toBe('queued');
    await drain();

    const g = await analysis(ids.genuine);
    expect(g).toMatchObject({
      status: 'done',
      lossy_source: false,
      flac_md5_ok: true,
      effective_bit_depth: 16,
    });
    expect(g.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(Number(g.integrated_lufs) - ebur128(source))).toBeLessThan(0.5);
    expect(g.waveform_path).toMatch(/\.waveform\.json$/);
    const m = await analysis(ids.mp3);
    expect(m).toMatchObject({ status: 'done', lossy_source: true });
    expect(m.lossy_source_guess).toMatch(/128/);
    expect(Number(m.bandwidth_hz)).toBeLessThan(18000);
    const p = await analysis(ids.padded);
    expect(p).toMatchObject({ status: 'done', lossy_source: false, effective_bit_depth: 16 });
  });

  it('records a corrupted FLAC as flac_md5_ok = false', async () => {
    const source = genuine('corrupt-src.flac', 4);
    const bytes = await readFile(source);
    for (let i = 20000; i < 20040; i++) bytes[i] ^= 0x5a;
    const corrupt = `${fixtureDir}/corrupt.flac`;
    await import('node:fs/promises').then((fs) => fs.writeFile(corrupt, bytes));
    const id = await addTrack(corrupt, 'flac');
    await drain();
    const row = await analysis(id);
    expect(row.status === 'failed' || row.flac_md5_ok === false).toBe(true);
    if (row.status === 'failed') expect(row.error).toBeTruthy();
  });
});
