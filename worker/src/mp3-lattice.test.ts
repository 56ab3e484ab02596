import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ffmpeg, fixtureDir, granuleLoop, sox, transcode, vinylTransfer } from '../test/fixtures.ts';
import { analyseFile } from './analyse.ts';
import { decodePcm } from './ffmpeg.ts';
import { FULL_BAND_MP3_GUESS } from './lossy-verdict.ts';
import { Mp3Requantiser } from './mp3-requantise.ts';

const file = (name: string) => join(fixtureDir, name);

/**
 * Gated hi-hats over plucked chords: the hats' noise comes in 60 ms bursts, gated sample by
 * sample (as a drum machine does, not per ffmpeg frame), with silence between; full band to
 * Nyquist, so there is no cut-off, and the treble is steady nowhere for long.
 */
function gatedHats(name: string, rate: number, seconds = 8) {
  const out = file(name);
  const chord = '0.2*sin(2*PI*220*t)+0.1*sin(2*PI*277*t)+0.08*sin(2*PI*330*t)+0.04*sin(2*PI*660*t)';
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=(${chord})*exp(-2*mod(t\\,0.75)):s=${rate}:d=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `anoisesrc=c=white:a=0.3:r=${rate}:d=${seconds}:seed=31`,
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=lt(mod(t\\,0.1875)\\,0.06)*exp(-40*mod(t\\,0.1875)):s=${rate}:d=${seconds}`,
    '-filter_complex',
    '[1]highpass=f=6000[n];[n][2]amultiply[hats];[0][hats]amix=inputs=2:normalize=0',
    '-ac',
    '2',
    '-c:a',
    'pcm_f32le',
    out,
  );
  return out;
}

/** MP3's lattice depth of a stereo file, read as the analysis reads it. */
async function latticeDepth(path: string, rate: number, seconds: number) {
  const requantiser = new Mp3Requantiser(rate, rate * seconds, true);
  let left = 0;
  let channel = 0;
  await decodePcm(path, (samples) => {
    for (const v of samples) {
      if (channel === 0) left = v;
      else requantiser.add((left + v) / 2 ** 32, left / 2 ** 31);
      channel ^= 1;
    }
  });
  return requantiser.lattice();
}

// Each test makes its fixtures with ffmpeg and sox and analyses a few files: slow on a busy machine.
describe("MP3's quantiser lattice", { timeout: 240_000 }, () => {
  it('catches an MP3 320 kbps transcode of gated hi-hats, says what it found and where, and names MP3', async () => {
    const take = sox(gatedHats('hats.wav', 44100), 'hats.flac', ['gain', '-n', '-1', 'dither']);
    const clean = await analyseFile(take);
    expect(clean.analysis).toMatchObject({ lossy_source: false, lossy_source_guess: null });
    expect(clean.figures.mp3Lattice ?? 0).toBeLessThan(5);

    const mp3 = transcode(take, 'hats-320.flac', ['-c:a', 'libmp3lame', '-b:a', '320k']);
    const { analysis, figures } = await analyseFile(mp3);
    expect(figures.mp3Lattice ?? 0).toBeGreaterThan(10);
    expect(analysis.lossy_source).toBe(true);
    expect(analysis.lossy_source_guess).toMatch(/^MP3/);
    expect(analysis.verdict_evidence.found).toMatch(
      /^MP3 granule grid found at offset \d+: MP3's filterbank there gives back lines from 0\.9 to 16 kHz that sit on MP3's quantiser lattice .* deepest in \d+ of \d+ excerpts\./,
    );
    expect(analysis.verdict_evidence.checks).toContain('MP3 quantiser lattice');
    expect(analysis.verdict_evidence.picture).toMatchObject({ codec: 'MP3', period: 576 });
  });

  it('catches LAME V0 of a quiet 48 kHz take, whose top band the encoder dropped', async () => {
    // -24 dB: the zeros above 16 kHz say nothing (the band is gone), the lattice below does.
    const take = sox(gatedHats('quiet-hats.wav', 48000), 'quiet-hats.flac', ['gain', '-n', '-24', 'dither']);
    expect((await latticeDepth(take, 48000, 8))?.depth ?? 0).toBeLessThan(5);
    const v0 = transcode(take, 'quiet-hats-v0.flac', ['-c:a', 'libmp3lame', '-q:a', '0']);
    const grid = await latticeDepth(v0, 48000, 8);
    expect(grid?.depth).toBeGreaterThan(10);
    const { analysis } = await analyseFile(v0);
    expect(analysis.lossy_source_guess).toMatch(/^MP3/);
  });

  it('finds the same grid place wherever the file was cut', async () => {
    const take = sox(gatedHats('cut-hats.wav', 44100), 'cut-hats.flac', ['gain', '-n', '-1', 'dither']);
    const mp3 = transcode(take, 'cut-hats-320.flac', ['-c:a', 'libmp3lame', '-b:a', '320k']);
    ffmpeg(
      '-i',
      mp3,
      '-af',
      'atrim=start_sample=1000',
      '-sample_fmt',
      's16',
      file('cut-hats-320-trimmed.flac'),
    );
    const whole = await latticeDepth(mp3, 44100, 8);
    const trimmed = await latticeDepth(file('cut-hats-320-trimmed.flac'), 44100, 8);
    expect(trimmed?.depth).toBeGreaterThan(10);
    // 1000 samples cut from the start move the grid by 1000 mod 576 = 424 samples.
    expect(trimmed?.offset).toBe(((whole?.offset ?? 0) - 1000 + 576 * 2) % 576);
  });

  it('catches an MP3 320 of hi-hats on every 16th note, whose attacks LAME codes in short blocks', async () => {
    // A hat attack every 4134 samples (160 BPM), so every excerpt holds one or the blocks around
    // one: read as long blocks only, its lattice stood at 1.9.
    const hats = '0.34*(2*random(0)-1)*lt(mod(t*10.6667\\,1)\\,0.27)*exp(-8*mod(t*10.6667\\,1))';
    const partials = [1, 0.6, 0.4, 0.3, 0.2].map((a, h) => `${a}*sin(2*PI*${117 * (h + 1)}*t)`).join('+');
    const take = file('sixteenths.flac');
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=0.1*(${partials})*exp(-6.66*mod(t*2.6667\\,1)/2.6667):s=44100:d=6`,
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=${hats}|${hats.replace('random(0)', 'random(1)')}:s=44100:d=6`,
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=c=pink:a=1.2e-4:r=44100:d=6:seed=7',
      '-filter_complex',
      '[1]highpass=f=7000,highpass=f=7000[h];[0]aformat=channel_layouts=stereo[p];[p][h]amix=inputs=2:normalize=0,aecho=0.8:0.6:40|77|113:0.35|0.25|0.15,volume=-3dB[m];[2]aformat=channel_layouts=stereo[n];[m][n]amix=inputs=2:normalize=0,alimiter=limit=0.95:level=false,afade=t=in:d=1,afade=t=out:st=4:d=2',
      '-sample_fmt',
      's16',
      take,
    );
    const clean = await analyseFile(take);
    expect(clean.analysis).toMatchObject({ lossy_source: false, lossy_source_guess: null });
    expect(clean.figures.mp3Lattice ?? 0).toBeLessThan(6);

    const mp3 = transcode(take, 'sixteenths-320.flac', ['-c:a', 'libmp3lame', '-b:a', '320k']);
    const { analysis, figures } = await analyseFile(mp3);
    expect(figures.mp3Lattice ?? 0).toBeGreaterThan(20);
    expect(analysis.lossy_source).toBe(true);
    expect(analysis.lossy_source_guess).toMatch(/^MP3/);
    expect(analysis.verdict_evidence.found).toMatch(
      /^MP3 granule grid found at offset \d+: MP3's filterbank there gives back lines from 0\.9 to 16 kHz that sit on MP3's quantiser lattice .*read in the first channel.* deepest in \d+ of \d+ excerpts\./,
    );
    expect(analysis.verdict_evidence.picture).toMatchObject({ codec: 'MP3', period: 576 });
  });

  it("catches a quiet 24-bit 48 kHz take at 320 kbps by the decoder's own step sizes", async () => {
    // -26 dB: LAME's finest steps lie near what 16-bit rounding leaves, so a band's smallest lines
    // drown and steps fitted to them miss (2.1 here); the steps a decoder can use are whole
    // quarters of a doubling apart, and read against those the lattice stands out.
    const mix = file('quiet-48k.wav');
    const chord = 'sin(2*PI*220*t)+0.5*sin(2*PI*277*t)+0.4*sin(2*PI*330*t)+0.2*sin(2*PI*440*t*1.001)';
    ffmpeg(
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=(${chord})*0.2*exp(-3*mod(t\\,1)):s=48000:d=8`,
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=c=pink:a=0.1:r=48000:d=8:seed=7',
      '-filter_complex',
      '[1]lowpass=f=5000[p];[0][p]amix=inputs=2:normalize=0,aecho=0.8:0.7:60|120:0.3|0.2',
      '-ac',
      '2',
      '-c:a',
      'pcm_f32le',
      mix,
    );
    const take = sox(mix, 'quiet-48k.flac', ['gain', '-n', '-26', 'dither', '-s'], 24);
    const clean = await analyseFile(take);
    expect(clean.analysis).toMatchObject({ lossy_source: false, lossy_source_guess: null });
    expect(clean.figures.mp3Lattice ?? 0).toBeLessThan(6);

    const mp3 = transcode(take, 'quiet-48k-320.flac', ['-c:a', 'libmp3lame', '-b:a', '320k']);
    const { analysis, figures } = await analyseFile(mp3);
    expect(figures.mp3Lattice ?? 0).toBeGreaterThan(10);
    expect(analysis.lossy_source).toBe(true);
    expect(analysis.lossy_source_guess).toMatch(/^MP3/);
    expect(analysis.verdict_evidence.found).toMatch(
      /sit on MP3's quantiser lattice \(per scale-factor band, \|x\|\^\(3\/4\) whole multiples of one step of the sizes the decoder can use\)/,
    );
  });

  it('leaves a low-passed, hissy vinyl-style take clean', async () => {
    const take = vinylTransfer(gatedHats('vinyl-hats.wav', 44100), 'vinyl-hats.flac', 19500);
    const { analysis, figures } = await analyseFile(take);
    expect(figures.mp3Lattice ?? 0).toBeLessThan(5);
    expect(analysis).toMatchObject({ lossy_source: false, lossy_source_guess: null });
  });

  it('counts a loop repeated sample for sample, a whole number of granules long, once', () => {
    // 40 granules of music whose treble is loud only near the end of the loop, so the loudest
    // excerpts are taken at the same place of the loop and of the grid again and again: without
    // care, the copies of one excerpt's chance best alignment would add up like a codec's grid
    // (to about 9 here).
    const loop = granuleLoop(true);
    const frames = 44100 * 120;
    const requantiser = new Mp3Requantiser(44100, frames);
    for (let i = 0; i < frames; i++) requantiser.add(loop[i % loop.length]);
    expect(requantiser.lattice()?.depth ?? 0).toBeLessThan(5);
  });

  it('names a full-band LAME V0 of gated hats, with no cut-off, a full-band MP3', async () => {
    const take = sox(gatedHats('v0-hats.wav', 44100), 'v0-hats.flac', ['gain', '-n', '-1', 'dither']);
    const v0 = transcode(take, 'v0-hats-v0.flac', ['-c:a', 'libmp3lame', '-q:a', '0']);
    const { analysis } = await analyseFile(v0);
    expect(analysis.lossy_source_guess).toBe(FULL_BAND_MP3_GUESS);
  });
});
