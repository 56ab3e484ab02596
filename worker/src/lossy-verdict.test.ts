import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ffmpeg, fixtureDir, sox, transcode, vinylTransfer } from '../test/fixtures.ts';
import { analyseFile } from './analyse.ts';

const file = (name: string) => join(fixtureDir, name);

/**
 * A band take: a chord progression of plucked strings with rich harmonics, a bass line, a
 * noise-burst beat with cymbal wash, a room, and the hiss of a real recording chain.
 */
function bandTake(name: string, rate = 44100, seconds = 8) {
  const out = file(name);
  const note = (f: string, rolloff: number) =>
    Array.from(
      { length: 14 },
      (_, h) => `${(1 / (h + 1) ** rolloff).toFixed(3)}*sin(2*PI*${h + 1}*${f}*t)`,
    ).join('+');
  const root = '110*pow(2\\,floor(mod(t/2\\,4))*5/12)';
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=0.12*(${note(`(${root})*2`, 1)})*exp(-2.5*mod(t\\,0.5))+0.2*(${note(root, 2)})*exp(-1.2*mod(t\\,1)):s=${rate}:d=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `anoisesrc=c=white:a=0.25:r=${rate}:d=${seconds}:seed=4242`,
    '-f',
    'lavfi',
    '-i',
    `anoisesrc=c=pink:a=0.002:r=${rate}:d=${seconds}:seed=77`,
    '-filter_complex',
    "[1]volume=eval=frame:volume='exp(-12*mod(t\\,0.25))',highpass=f=4000[hats];[0][hats]amix=inputs=2:normalize=0,aecho=0.8:0.6:37|71|113:0.3|0.2|0.1[m];[m][2]amix=inputs=2:normalize=0",
    '-ac',
    '2',
    '-ar',
    String(rate),
    '-c:a',
    'pcm_f32le',
    out,
  );
  return out;
}

/**
 * A soft, dull piano take: struck strings whose overtones fade fast, played softly through a
 * dull room; little above 4 kHz, and that far below the music.
 */
function softPiano(name: string) {
  const piano = file(name);
  const partials = Array.from(
    { length: 10 },
    (_, h) => `${(1 / (h + 1) ** 2).toFixed(4)}*sin(2*PI*${h + 1}*F*t)*exp(-${(1 + h) * 1.5}*mod(t\\,1.5))`,
  ).join('+');
  const melody = '196*pow(2\\,floor(mod(t/1.5\\,5))*2/12)';
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=0.3*(${partials.replaceAll('F', `(${melody})`)}):s=44100:d=10`,
    '-f',
    'lavfi',
    '-i',
    'anoisesrc=c=pink:a=0.0003:r=44100:d=10:seed=5',
    '-filter_complex',
    '[0]lowpass=f=3000,aecho=0.8:0.7:50|90:0.3|0.2,volume=-18dB[p];[p][1]amix=inputs=2:normalize=0',
    '-ac',
    '2',
    '-c:a',
    'pcm_f32le',
    piano,
  );
  return piano;
}

// Each test makes its fixtures with ffmpeg and sox and analyses a few files: slow on a busy machine.
describe('the lossy verdict needs a codec’s marks, not a cut-off', { timeout: 240_000 }, () => {
  it('leaves a vinyl-style transfer low-passed at 19.5 kHz, with hiss and wow, clean', async () => {
    const take = vinylTransfer(bandTake('vinyl-take.wav'), 'vinyl-19500.flac', 19500);
    const { analysis } = await analyseFile(take);
    expect(analysis.bandwidth_hz).toBeGreaterThan(19000);
    expect(analysis.bandwidth_hz).toBeLessThan(20000);
    expect(analysis).toMatchObject({
      lossy_source: false,
      lossy_source_guess: null,
      upsampled_from_hz: null,
    });
    expect(analysis.verdict_evidence).toMatchObject({
      checks: [
        'cut-off',
        'MP3 granule flicker',
        'MP3 quantisation',
        'MP3 quantiser lattice',
        'AAC quantisation',
      ],
      found: null,
    });
  });

  it('leaves a vinyl-style transfer low-passed at 19 kHz clean', async () => {
    const take = vinylTransfer(bandTake('vinyl-take-19.wav'), 'vinyl-19000.flac', 19000);
    const { analysis } = await analyseFile(take);
    expect(analysis.bandwidth_hz).toBeLessThan(19500);
    expect(analysis).toMatchObject({ lossy_source: false, upsampled_from_hz: null });
  });

  it('leaves a loud, clipped master clean', async () => {
    const take = bandTake('loud-take.wav');
    const clipped = file('loud-clipped.wav');
    ffmpeg('-i', take, '-af', 'volume=16dB,asoftclip=type=hard:threshold=0.98', '-c:a', 'pcm_f32le', clipped);
    const { analysis } = await analyseFile(
      sox(clipped, 'loud-master.flac', ['gain', '-n', '-0.1', 'dither', '-s']),
    );
    expect(analysis.true_peak_dbtp).toBeGreaterThan(-0.5);
    expect(analysis).toMatchObject({ lossy_source: false, upsampled_from_hz: null });
  });

  it('catches an AAC 256 kbps transcode, says what it found and where, and names AAC', async () => {
    const master = sox(bandTake('aac-take.wav'), 'aac-master.flac', ['gain', '-n', '-1', 'dither']);
    const aac = transcode(master, 'aac-256.flac', ['-c:a', 'aac', '-b:a', '256k']);
    const { analysis } = await analyseFile(aac);
    expect(analysis.lossy_source).toBe(true);
    expect(analysis.lossy_source_guess).toMatch(/^AAC/);
    expect(analysis.verdict_evidence.found).toMatch(
      /^AAC frame grid found at offset \d+ \((KBD|sine) window\): \d+ % of the MDCT coefficients from 2 kHz up sit on AAC's quantiser lattice there, \d+ % at other alignments; deepest in \d+ of \d+ excerpts\./,
    );
    expect(analysis.verdict_evidence.picture).toMatchObject({ codec: 'AAC', period: 1024 });
    // Its source is left alone.
    expect((await analyseFile(master)).analysis.lossy_source).toBe(false);
  });

  it('catches an AAC 256 kbps transcode of a quiet take, whose treble lies near the rounding', async () => {
    // The soft piano peaking at -25 dBFS: most coefficients from 2 kHz up hold little more than
    // the 16-bit rounding, where AAC's check once found no excerpt to read (at -20 it did).
    const master = sox(softPiano('quiet-piano.wav'), 'quiet-piano.flac', [
      'gain',
      '-n',
      '-25',
      'dither',
      '-s',
    ]);
    const aac = transcode(master, 'quiet-aac-256.flac', ['-c:a', 'aac', '-b:a', '256k']);
    const { analysis } = await analyseFile(aac);
    expect(analysis.lossy_source_guess).toMatch(/^AAC/);
    expect(analysis.verdict_evidence.found).toMatch(/^AAC frame grid found/);
    expect((await analyseFile(master)).analysis.lossy_source).toBe(false);
  });

  it('catches an MP3 128 kbps transcode of a soft, dull piano take', async () => {
    const piano = softPiano('soft-piano.wav');
    const master = sox(piano, 'soft-piano.flac', ['dither', '-s']);
    expect((await analyseFile(master)).analysis.lossy_source).toBe(false);
    const mp3 = transcode(master, 'soft-piano-128.flac', ['-c:a', 'libmp3lame', '-b:a', '128k']);
    const { analysis } = await analyseFile(mp3);
    expect(analysis.lossy_source).toBe(true);
    expect(analysis.lossy_source_guess).toMatch(/^MP3/);
    expect(analysis.verdict_evidence.found).toMatch(/^MP3 granule grid found at offset \d+/);
  });
});

describe('an upsample’s source rate is what its content proves', { timeout: 240_000 }, () => {
  it('reports a 48 kHz take upsampled by ffmpeg to 96 kHz as from 48 kHz, and a 44.1 kHz one as from 44.1 kHz', async () => {
    const upsample = (source: string, name: string) => {
      ffmpeg('-i', source, '-ar', '96000', '-sample_fmt', 's32', file(name));
      return file(name);
    };
    const from48 = sox(bandTake('take-48k.wav', 48000), 'take-48k.flac', ['gain', '-n', '-1'], 24);
    const from44 = sox(bandTake('take-44k.wav'), 'take-44k.flac', ['gain', '-n', '-1', 'dither']);
    const up48 = upsample(from48, 'take-48k-up96k.flac');
    const up44 = upsample(from44, 'take-44k-up96k.flac');
    const [a48, a44] = await Promise.all([analyseFile(up48), analyseFile(up44)]);
    // the 48 kHz take's content reaches past 22 kHz, where no 44.1 kHz source has any
    expect(a48.analysis.bandwidth_hz).toBeGreaterThan(23000);
    expect(a48.analysis.upsampled_from_hz).toBe(48000);
    expect(a44.analysis.upsampled_from_hz).toBe(44100);
  });

  it('leaves a 24/96 vinyl transfer clean, whose surface noise runs on past the cutting low-pass', async () => {
    const cut = file('vinyl-96k-cut.wav');
    execFileSync('sox', [
      '-q',
      bandTake('vinyl-96k-take.wav', 96000),
      '-e',
      'floating-point',
      '-b',
      '32',
      cut,
      'sinc',
      '-19500',
    ]);
    const played = file('vinyl-96k-played.wav');
    ffmpeg(
      '-i',
      cut,
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=c=pink:a=0.003:r=96000:d=8:seed=9',
      '-filter_complex',
      '[0]vibrato=f=0.55:d=0.03[w];[1]aformat=channel_layouts=stereo[h];[w][h]amix=inputs=2:normalize=0',
      '-c:a',
      'pcm_f32le',
      played,
    );
    const { analysis } = await analyseFile(sox(played, 'vinyl-96k.flac', ['gain', '-n', '-1'], 24));
    expect(analysis.bandwidth_hz).toBeLessThan(20000);
    expect(analysis).toMatchObject({ lossy_source: false, upsampled_from_hz: null });
  });
});
