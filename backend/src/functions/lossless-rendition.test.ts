import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

const run = promisify(execFile);

/** The decoded samples of a file as signed 32-bit PCM, hashed by ffmpeg: equal hashes = the same audio, bit for bit. */
async function pcmMd5(file: string): Promise<string> {
  const { stdout } = await run('ffmpeg', [
    '-v',
    'error',
    '-i',
    file,
    '-map',
    '0:a:0',
    '-c:a',
    'pcm_s32le',
    '-f',
    'md5',
    '-',
  ]);
  return stdout.trim();
}

describe.each(databases)('the lossless ALAC rendition on %s', (kind) => {
  let stack: RunningStack;
  let dir: string;
  let alac: Buffer;
  const name = `${randomUUID()}.m4a`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hifi-alac-'));
    // 24-bit stereo 96 kHz noise: every bit of every sample matters, nothing compresses away.
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=d=2:c=white:r=96000:a=0.5',
      '-ac',
      '2',
      '-c:a',
      'alac',
      '-sample_fmt',
      's32p',
      '-bits_per_raw_sample',
      '24',
      join(dir, 'in.m4a'),
    ]);
    alac = await readFile(join(dir, 'in.m4a'));
    stack = await startTestStack(kind);
    const upload = await supabaseClient(stack, stack.keys.serviceRoleKey)
      .storage.from('audio')
      .upload(name, alac, { contentType: 'audio/mp4' });
    expect(upload.error).toBeNull();
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const url = (n: string) => `${stack.url}/functions/v1/lossless-rendition/${n}`;

  it('serves FLAC whose decoded samples equal the ALAC original, bit for bit, at 24 bits', async () => {
    const response = await fetch(url(name));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/flac');
    const flac = Buffer.from(await response.arrayBuffer());
    expect(flac.subarray(0, 4).toString('latin1')).toBe('fLaC');
    await writeFile(join(dir, 'out.flac'), flac);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=sample_rate,bits_per_raw_sample,channels',
      '-of',
      'csv=p=0',
      join(dir, 'out.flac'),
    ]);
    expect(stdout.trim()).toBe('96000,2,24');
    expect(await pcmMd5(join(dir, 'out.flac'))).toBe(await pcmMd5(join(dir, 'in.m4a')));
  });

  it('answers byte ranges with 206 so the player can seek, and 416 past the end', async () => {
    const whole = Buffer.from(await (await fetch(url(name))).arrayBuffer());
    const part = await fetch(url(name), { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);
    const tail = await fetch(url(name), { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 10))).toBe(true);
    const past = await fetch(url(name), { headers: { range: `bytes=${whole.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  });

  it('gives concurrent first requests the same complete file', async () => {
    const again = `${randomUUID()}.m4a`;
    await supabaseClient(stack, stack.keys.serviceRoleKey)
      .storage.from('audio')
      .upload(again, alac, { contentType: 'audio/mp4' });
    const bodies = await Promise.all(
      Array.from({ length: 4 }, async () => Buffer.from(await (await fetch(url(again))).arrayBuffer())),
    );
    for (const body of bodies) expect(body.equals(bodies[0] as Buffer)).toBe(true);
  });

  it('answers 404 for a missing track and 400 for anything but {uuid}.m4a', async () => {
    const missing = await fetch(url(`${randomUUID()}.m4a`));
    expect(missing.status).toBe(404);
    for (const bad of ['x.m4a', `${randomUUID()}.flac`, '..%2Fsecret.m4a', '%E0%A4%A']) {
      const response = await fetch(url(bad));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
    expect((await fetch(url(name), { method: 'POST' })).status).toBe(405);
  });
});
