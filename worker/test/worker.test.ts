import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ebur128, ffmpeg, fixtureDir, genuine, pcmMd5, transcode } from './fixtures.ts';
import { addTrack, analysis, downloadObject, drain, trackRow, useStack } from './stack-tracks.ts';

useStack();

describe('the analysis worker against the stack', () => {
  it('gives a genuine FLAC, an MP3 transcode, an upsampled and a padded file the right row', async () => {
    const source = genuine('genuine.flac');
    const mp3 = transcode(source, 'mp3-128.flac', ['-c:a', 'libmp3lame', '-b:a', '128k']);
    const padded = `${fixtureDir}/padded.flac`;
    ffmpeg('-i', source, '-sample_fmt', 's32', '-bits_per_raw_sample', '24', padded);
    const upsampled = `${fixtureDir}/upsampled.flac`;
    ffmpeg('-i', source, '-af', 'aresample=96000', '-sample_fmt', 's32', upsampled);
    const ids = {
      genuine: await addTrack(source, 'flac'),
      mp3: await addTrack(mp3, 'flac'),
      padded: await addTrack(padded, 'flac'),
      upsampled: await addTrack(upsampled, 'flac'),
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
    const reference = ebur128(source);
    expect(Math.abs(Number(g.integrated_lufs) - reference.lufs)).toBeLessThan(0.5);
    // BS.1770-4 Annex 2: a 4x-oversampled true-peak meter may read up to 0.688 dB under the real
    // peak, and ffmpeg oversamples with a longer filter than the Annex's 12 taps per phase.
    expect(Math.abs(Number(g.true_peak_dbtp) - reference.truePeak)).toBeLessThan(0.7);
    expect(g.waveform_path).toMatch(/\.waveform\.json$/);
    const m = await analysis(ids.mp3);
    expect(m).toMatchObject({ status: 'done', lossy_source: true });
    expect(m.lossy_source_guess).toMatch(/128/);
    expect(Number(m.bandwidth_hz)).toBeLessThan(18000);
    const p = await analysis(ids.padded);
    expect(p).toMatchObject({ status: 'done', lossy_source: false, effective_bit_depth: 16 });
    const u = await analysis(ids.upsampled);
    expect(u).toMatchObject({ status: 'done', lossy_source: false, upsampled_from_hz: 44100 });
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

  it("stores an ALAC upload's FLAC rendition with the very same samples and names it on the track", async () => {
    const source = genuine('alac-src.flac', 4);
    const alac = `${fixtureDir}/take.m4a`;
    ffmpeg('-i', source, '-c:a', 'alac', alac);
    const id = await addTrack(alac, 'm4a');
    await drain();
    expect(await analysis(id)).toMatchObject({ status: 'done', lossy_source: false });
    const { rendition_path } = await trackRow(id);
    expect(rendition_path).toMatch(/\.flac$/);
    const rendition = `${fixtureDir}/rendition.flac`;
    await writeFile(rendition, await downloadObject(rendition_path as string));
    expect(pcmMd5(rendition)).toBe(pcmMd5(alac));
  });
});
