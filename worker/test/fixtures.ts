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
