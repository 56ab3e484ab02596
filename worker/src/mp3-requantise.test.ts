import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ffmpeg, fixtureDir, granuleLoop, mixLavfi, transcode } from '../test/fixtures.ts';
import { analyseFile } from './analyse.ts';
import { decodePcm } from './ffmpeg.ts';
import { FULL_BAND_MP3_GUESS } from './lossy-verdict.ts';
import { Mp3Requantiser } from './mp3-requantise.ts';

const file = (name: string) => join(fixtureDir, name);

/**
 * Bowed chords over loud, steady noise up to Nyquist (cymbals, a wash of strings): LAME keeps
 * its top band in every granule, so nothing comes and goes on the grid; only its quantisation
 * is left to find.
 */
function chordsOverWash(name: string, rate: number) {
  const chord = 'sin(2*PI*196*t)+0.6*sin(2*PI*247*t)+0.5*sin(2*PI*294*t)+0.3*sin(2*PI*588*t)';
  return mixLavfi(
    name,
    [
      `aevalsrc=(${chord})*0.15*(0.8+0.2*sin(2*PI*0.5*t)):s=${rate}:d=8`,
      `anoisesrc=c=white:a=0.05:r=${rate}:d=8:seed=11`,
    ],
    '[0][1]amix=inputs=2:normalize=0',
  );
}

function throughMp3(source: string, name: string, args: string[]) {
  return transcode(source, name, ['-c:a', 'libmp3lame', ...args]);
}

async function gridDepth(path: string, rate: number, seconds: number) {
  const requantiser = new Mp3Requantiser(rate, rate * seconds);
  let sum = 0;
  let channel = 0;
  await decodePcm(path, (samples) => {
    for (const v of samples) {
      sum += v;
      if (++channel === 2) {
        requantiser.add(sum / 2 ** 32);
        sum = 0;
        channel = 0;
      }
    }
  });
  return requantiser.gridDepth();
}

describe("MP3's quantisation, found with MP3's own filterbank", () => {
  it.each([44100, 48000])(
    'finds LAME V0 whose top band it kept in every granule at %i Hz, and not its source',
    async (rate) => {
      const source = chordsOverWash(`wash-${rate}.flac`, rate);
      expect((await gridDepth(source, rate, 8)).depth).toBeLessThan(5);
      const genuine = (await analyseFile(source)).analysis;
      expect(genuine).toMatchObject({ lossy_source: false, lossy_source_guess: null });

      const v0 = throughMp3(source, `wash-${rate}-v0.flac`, ['-q:a', '0']);
      const grid = await gridDepth(v0, rate, 8);
      expect(grid.depth).toBeGreaterThan(8);
      expect(grid.excerpts).toBeGreaterThanOrEqual(2);
      const analysis = (await analyseFile(v0)).analysis;
      expect(analysis).toMatchObject({ lossy_source: true, lossy_source_guess: FULL_BAND_MP3_GUESS });
      expect(analysis.bandwidth_hz).toBeGreaterThan(rate / 2 - 1500);
    },
  );

  it('finds the same grid place all through a file, wherever it was cut', async () => {
    const source = chordsOverWash('wash-cut.flac', 44100);
    const v0 = throughMp3(source, 'wash-cut-v0.flac', ['-q:a', '0']);
    // 1000 samples cut from the start move the grid by 1000 mod 576 = 424 samples.
    ffmpeg(
      '-i',
      v0,
      '-af',
      'atrim=start_sample=1000',
      '-sample_fmt',
      's16',
      file('wash-cut-v0-trimmed.flac'),
    );
    const whole = await gridDepth(v0, 44100, 8);
    const trimmed = await gridDepth(file('wash-cut-v0-trimmed.flac'), 44100, 8);
    expect(trimmed.depth).toBeGreaterThan(8);
    expect(trimmed.offset).toBe((whole.offset - 1000 + 576 * 2) % 576);
  });

  it('counts a loop repeated sample for sample, a whole number of granules long, once', () => {
    // 40 granules of music whose treble holds steady only near the end of the loop, so every
    // steady excerpt is taken at the same place of the loop and of the grid (fading ones at a
    // few places, each again and again): without care, the copies of one excerpt's chance best
    // alignment would add up like a codec's grid.
    const loop = granuleLoop();
    const frames = 44100 * 120;
    const requantiser = new Mp3Requantiser(44100, frames);
    for (let i = 0; i < frames; i++) requantiser.add(loop[i % loop.length]);
    const grid = requantiser.gridDepth();
    // 12 steady excerpts and 12 fading ones are taken, at about ten places of the loop: each counts once.
    expect(grid.excerpts).toBeLessThanOrEqual(10);
    expect(grid.depth).toBeLessThan(5);
  });
});
