import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const fixtureDir = mkdtempSync(join(tmpdir(), 'hifi-worker-test-'));

/** Debian's ffmpeg (installed for tests) makes the fixtures: a few seconds of music-like sound. */
export function ffmpeg(...args: string[]) {
  execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-v', 'error', '-y', ...args]);
}

/** lavfi sources mixed by a filter graph into a 16-bit stereo file in the fixture folder. */
export function mixLavfi(name: string, sources: string[], filter: string) {
  const out = join(fixtureDir, name);
  ffmpeg(
    ...sources.flatMap((source) => ['-f', 'lavfi', '-i', source]),
    '-filter_complex',
    filter,
    '-ac',
    '2',
    '-sample_fmt',
    's16',
    out,
  );
  return out;
}

/** Plucked chords over a noise-burst beat with room reverb: content up to Nyquist. */
export function genuine(name: string, seconds = 6, rate = 44100, extra: string[] = ['-sample_fmt', 's16']) {
  const out = join(fixtureDir, name);
  const chord = 'sin(2*PI*220*t)+0.5*sin(2*PI*277*t)+0.4*sin(2*PI*330*t)+0.2*sin(2*PI*440*t*1.001)';
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=(${chord})*0.2*exp(-3*mod(t\\,1)):s=${rate}:d=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `anoisesrc=c=white:a=0.3:r=${rate}:d=${seconds}:seed=1770`,
    '-filter_complex',
    '[1]volume=eval=frame:volume=exp(-25*mod(t\\,0.5))[beat];[0][beat]amix=inputs=2:normalize=0,aecho=0.8:0.7:60|120:0.3|0.2',
    '-ac',
    '2',
    '-ar',
    String(rate),
    ...extra,
    out,
  );
  return out;
}

/** sox (Debian's, installed for tests): effects, and `bits`-bit output, seeded (-R) so that a fixture is the same every run. */
export function sox(input: string, name: string, effects: string[], bits = 16) {
  const out = join(fixtureDir, name);
  execFileSync('sox', ['-q', '-R', input, '-b', String(bits), out, ...effects]);
  return out;
}

/** A transfer from vinyl: the cutting low-pass at `cutoff`, surface hiss, the wow of a record. */
export function vinylTransfer(source: string, name: string, cutoff: number) {
  const worn = join(fixtureDir, `${name}.worn.wav`);
  ffmpeg(
    '-i',
    source,
    '-f',
    'lavfi',
    '-i',
    'anoisesrc=c=pink:a=0.003:r=44100:d=8:seed=9',
    '-filter_complex',
    '[0]vibrato=f=0.55:d=0.03[w];[1]aformat=channel_layouts=stereo[h];[w][h]amix=inputs=2:normalize=0',
    '-c:a',
    'pcm_f32le',
    worn,
  );
  return sox(worn, name, ['sinc', `-${cutoff}`, 'gain', '-n', '-1', 'dither']);
}

/**
 * 40 granules of music whose treble is loud (and steady) only near the loop's end, to be played
 * over and over: the excerpts a check picks fall at the same place of the loop and of the grid
 * again and again. `sixteenBit` rounds it as a 16-bit file would.
 */
export function granuleLoop(sixteenBit = false) {
  let seed = 1;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff - 0.5;
  };
  return Float64Array.from({ length: 576 * 40 }, (_, i) => {
    const gate = i >= 576 * 40 - 3000 || Math.floor(i / 700) % 2 === 0 ? 1 : 0.001;
    const v = 0.2 * Math.sin(i * 0.05) + 0.1 * noise() * gate;
    return sixteenBit ? Math.round(v * 32768) / 32768 : v;
  });
}

export function transcode(source: string, name: string, codecArgs: string[]) {
  const lossy = join(fixtureDir, `${name}.lossy${codecArgs.includes('libmp3lame') ? '.mp3' : '.m4a'}`);
  ffmpeg('-i', source, ...codecArgs, lossy);
  const out = join(fixtureDir, name);
  ffmpeg('-i', lossy, '-sample_fmt', 's16', out);
  return out;
}

/** ffmpeg's ebur128 filter: integrated loudness (LUFS) and true peak (dBTP). */
export function ebur128(file: string): { lufs: number; truePeak: number } {
  const run = spawnSync(
    'ffmpeg',
    ['-nostdin', '-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  const lufs = [...run.stderr.matchAll(/I:\s+(-?[\d.]+) LUFS/g)].at(-1)?.[1];
  const peak = [...run.stderr.matchAll(/Peak:\s+(-?[\d.]+) dBFS/g)].at(-1)?.[1];
  return { lufs: Number(lufs), truePeak: Number(peak) };
}

/** MD5 of a file's decoded audio as 24-bit PCM: equal for two lossless encodings of the same samples. */
export function pcmMd5(file: string): string {
  return execFileSync(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-i', file, '-map', '0:a', '-c:a', 'pcm_s24le', '-f', 'md5', '-'],
    {
      encoding: 'utf8',
    },
  ).trim();
}
