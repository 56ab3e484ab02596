import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ffmpeg, fixtureDir, genuine } from './fixtures.ts';
import { addTrack, analysis, deleteTrack, drain, jobState, useStack, worker } from './stack-tracks.ts';

useStack();

/**
 * Odd but real files end `done` with honest values, or `failed` with a reason the owner reads on
 * the track page; none stops the worker from taking the next job.
 */
describe('files at the edges', () => {
  it('analyses short, silent, mono, 8-bit, float and 384 kHz audio honestly', async () => {
    const file = (name: string) => `${fixtureDir}/${name}`;
    ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo:d=3', '-sample_fmt', 's16', file('silence.flac'));
    ffmpeg('-i', genuine('mono-src.wav', 4), '-ac', '1', file('mono.flac'));
    ffmpeg('-i', genuine('u8-src.wav', 3), '-c:a', 'pcm_u8', file('u8.wav'));
    ffmpeg('-i', genuine('f32-src.wav', 3), '-c:a', 'pcm_f32le', file('f32.wav'));
    const ids = {
      short: await addTrack(genuine('short.flac', 0.5), 'flac'),
      silence: await addTrack(file('silence.flac'), 'flac'),
      mono: await addTrack(file('mono.flac'), 'flac'),
      u8: await addTrack(file('u8.wav'), 'wav'),
      f32: await addTrack(file('f32.wav'), 'wav'),
      r384: await addTrack(genuine('r384.flac', 2, 384000, ['-sample_fmt', 's32']), 'flac'),
    };
    await drain();

    const short = await analysis(ids.short);
    expect(short).toMatchObject({ status: 'done', lossy_source: false, effective_bit_depth: 16 });
    expect(short.sha256).toMatch(/^[0-9a-f]{64}$/);

    const silence = await analysis(ids.silence);
    expect(silence).toMatchObject({
      status: 'done',
      integrated_lufs: null,
      effective_bit_depth: null,
      lossy_source: false,
    });

    const mono = await analysis(ids.mono);
    expect(mono).toMatchObject({ status: 'done', lossy_source: false, effective_bit_depth: 16 });
    expect(Number(mono.integrated_lufs)).toBeLessThan(0);

    expect(await analysis(ids.u8)).toMatchObject({ status: 'done', effective_bit_depth: 8 });
    const f32 = await analysis(ids.f32);
    expect(f32).toMatchObject({ status: 'done', lossy_source: false });
    expect(Number(f32.integrated_lufs)).toBeLessThan(0);
    const r384 = await analysis(ids.r384);
    expect(r384).toMatchObject({ status: 'done', lossy_source: false, upsampled_from_hz: null });
  });

  it('ends a truncated file with honest values or a reason, and keeps taking jobs', async () => {
    const whole = await readFile(genuine('whole.flac', 6));
    await writeFile(`${fixtureDir}/truncated.flac`, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const truncated = await addTrack(`${fixtureDir}/truncated.flac`, 'flac').catch(
      (refused: Error) => refused,
    );
    const next = await addTrack(genuine('after-truncated.flac', 2), 'flac');
    await drain();

    if (truncated instanceof Error) {
      // refused at upload: the uploader reads why
      expect(truncated.message).toMatch(/\w/);
    } else {
      const row = await analysis(truncated);
      if (row.status === 'failed') expect(row.error).toMatch(/\w/);
      else expect(row).toMatchObject({ status: 'done', flac_md5_ok: false });
    }
    expect((await analysis(next)).status).toBe('done');
  });

  it('ends a job quietly when its track is deleted mid-analysis', async () => {
    const doomed = await addTrack(genuine('doomed.flac', 40), 'flac');
    const w = worker();
    const running = w.runOne();
    while ((await jobState(doomed)) !== 'running') await new Promise((r) => setTimeout(r, 20));
    await deleteTrack(doomed);
    await expect(running).resolves.toBe(true);
    expect(await jobState(doomed)).toBeNull();

    const next = await addTrack(genuine('after-deleted.flac', 2), 'flac');
    await drain(w);
    expect((await analysis(next)).status).toBe('done');
  });
});
