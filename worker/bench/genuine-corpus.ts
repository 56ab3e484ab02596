/**
 * Genuine recordings that sound like music: multi-instrument MIDI pieces (bench/midi.ts) rendered
 * by FluidSynth with Debian's General MIDI SoundFont, each passed through the chains real masters
 * go through: a studio master, a vinyl transfer (cutting low-pass at 19-20 kHz, hiss, wow), a tape
 * transfer (low-pass, hiss, wow and flutter, saturation), a loud clipped master, quiet classical
 * with noise-shaped dither, a 24/96 or 24/192 native, a mono fold-down and a mastering low-pass.
 *
 * Needs `fluidsynth` and `fluid-soundfont-gm` (Debian); the bench installs them when missing.
 * Nothing here is used by `pnpm test`.
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { composePiece, STYLES, type Style } from './midi.ts';
import { exists, ffmpeg, run } from './tools.ts';

export const SOUNDFONT = '/usr/share/sounds/sf2/FluidR3_GM.sf2';

export type Variant = 'studio' | 'vinyl' | 'tape' | 'loud' | 'quiet' | 'hires' | 'mono' | 'mastered';
export const VARIANTS: Variant[] = ['studio', 'vinyl', 'tape', 'loud', 'quiet', 'hires', 'mono', 'mastered'];

export interface GenuineFile {
  piece: number;
  variant: Variant;
  file: string;
  rate: number;
  bits: 16 | 24;
}

interface Plan {
  rate: number;
  bits: 16 | 24;
  /** ffmpeg filters, in order */
  filters: string[];
  /** sox's steep low-pass, Hz */
  lowpass?: number;
  /** pink noise mixed in, dBFS */
  hiss?: number;
  /** noise-shaped dither */
  shaped?: boolean;
  /** normalised peak, dBFS (-1 by default) */
  peak?: number;
  mono?: boolean;
}

/** Everything about one variant of one piece that its chain needs, chosen from the piece's number. */
function plan(piece: number, variant: Variant): Plan {
  const r = (k: number) => (((piece + 1) * 7919 + k * 104729) % 1000) / 1000;
  const odd = piece % 2 === 1;
  switch (variant) {
    case 'studio':
      return { rate: odd ? 48000 : 44100, bits: odd ? 24 : 16, filters: [] as string[] };
    case 'vinyl':
      return {
        rate: odd ? 96000 : 44100,
        bits: odd ? 24 : 16,
        // The cutting low-pass, surface hiss, wow of an off-centre record.
        lowpass: 19000 + Math.round(r(1) * 1000),
        hiss: -62 + r(2) * 8,
        filters: [`vibrato=f=${(0.5 + r(3) * 0.2).toFixed(2)}:d=0.03`],
      };
    case 'tape':
      return {
        rate: odd ? 48000 : 44100,
        bits: odd ? 24 : 16,
        lowpass: 18500 + Math.round(r(4) * 1500),
        hiss: -58 + r(5) * 8,
        filters: [
          'vibrato=f=0.8:d=0.02',
          'vibrato=f=6.5:d=0.01',
          'volume=6dB',
          'asoftclip=type=tanh',
          'volume=-6dB',
        ],
      };
    case 'loud':
      return {
        rate: 44100,
        bits: 16,
        shaped: true,
        filters: ['volume=14dB', 'asoftclip=type=hard:threshold=0.98'],
        peak: -0.1,
      };
    case 'quiet':
      return { rate: odd ? 48000 : 44100, bits: odd ? 24 : 16, shaped: true, peak: -22, filters: [] };
    case 'hires':
      return {
        rate: odd ? 192000 : 96000,
        bits: 24,
        // A preamp's noise and its gentle saturation reach past 22 kHz, as in a real hi-res take.
        hiss: -84,
        filters: ['volume=4dB', 'asoftclip=type=tanh', 'volume=-4dB'],
      };
    case 'mono':
      return { rate: 44100, bits: 16, mono: true, filters: [] };
    case 'mastered':
      return { rate: odd ? 48000 : 44100, bits: odd ? 24 : 16, lowpass: odd ? 21000 : 20500, filters: [] };
  }
}

const renders = new Map<string, Promise<string>>();

/** The piece rendered by FluidSynth at a rate, once for all its variants (float WAV). */
function rendered(dir: string, piece: number, rate: number, seconds: number): Promise<string> {
  const raw = join(dir, `piece-${piece}.${rate}.raw.wav`);
  let render = renders.get(raw);
  if (!render) {
    render = (async () => {
      if (await exists(raw)) return raw;
      const midi = join(dir, `piece-${piece}.${rate}.mid`);
      await writeFile(midi, composePiece(piece, seconds, STYLES[piece % STYLES.length] as Style).bytes);
      await run('fluidsynth', [
        '-ni',
        '-q',
        '-F',
        `${raw}.part`,
        '-r',
        String(rate),
        '-O',
        'float',
        '-T',
        'wav',
        SOUNDFONT,
        midi,
      ]);
      await rename(`${raw}.part`, raw);
      await rm(midi);
      return raw;
    })();
    renders.set(raw, render);
  }
  return render;
}

/** Renders (once) and chains one variant; returns where it is. */
export async function genuineFile(
  dir: string,
  piece: number,
  variant: Variant,
  seconds: number,
): Promise<GenuineFile> {
  const p = plan(piece, variant);
  const file = join(dir, `piece-${String(piece).padStart(3, '0')}.${variant}.flac`);
  const out: GenuineFile = { piece, variant, file, rate: p.rate, bits: p.bits };
  if (await exists(file)) return out;
  const chain = [...p.filters];
  // FluidSynth renders at up to 96 kHz; a 192 kHz take's analog chain (hiss, saturation) runs at
  // 192 kHz after it.
  const renderRate = Math.min(p.rate, 96000);
  let raw = await rendered(dir, piece, renderRate, seconds);
  // The steep low-pass (a cutting lathe's, a tape machine's record electronics' or a mastering
  // engineer's brick wall) acts on the music; the hiss comes after it (a record's surface noise
  // and a tape's hiss are played back off the medium), so it runs on past the cut-off.
  if (p.lowpass) {
    const cut = join(dir, `piece-${piece}.${variant}.cut.wav`);
    await run('sox', ['-q', raw, '-e', 'floating-point', '-b', '32', cut, 'sinc', `-${p.lowpass}`]);
    raw = cut;
  }
  if (renderRate !== p.rate) chain.unshift(`aresample=${p.rate}`);
  if (p.mono) chain.push('pan=mono|c0=0.5*c0+0.5*c1');
  const graph = [`[0]atrim=end=${seconds},${chain.length ? `${chain.join(',')}` : 'anull'}[m]`];
  const inputs = ['-i', raw];
  if (p.hiss !== undefined) {
    inputs.push(
      '-f',
      'lavfi',
      '-i',
      `anoisesrc=c=pink:a=${(10 ** (p.hiss / 20) * 3).toExponential(3)}:r=${p.rate}:d=${seconds}:seed=${piece + 1}`,
    );
    graph.push(
      `[1]aformat=channel_layouts=${p.mono ? 'mono' : 'stereo'}[h]`,
      '[m][h]amix=inputs=2:normalize=0[mix]',
    );
  } else graph.push('[m]anull[mix]');
  const mixed = join(dir, `piece-${piece}.${variant}.mix.wav`);
  await ffmpeg([...inputs, '-filter_complex', graph.join(';'), '-map', '[mix]', '-c:a', 'pcm_f32le', mixed]);
  // sox: the level, and the dither (noise-shaped where a quiet or loud master has it).
  const sox = [mixed, '-b', String(p.bits), '-r', String(p.rate), file, 'gain', '-n', String(p.peak ?? -1)];
  if (p.bits === 16) sox.push('dither', ...(p.shaped ? ['-s'] : []));
  await run('sox', ['-q', ...sox]);
  await run('rm', ['-f', mixed, join(dir, `piece-${piece}.${variant}.cut.wav`)]);
  return out;
}

export async function genuineCorpus(dir: string, pieces: number, seconds: number) {
  const files: (() => Promise<GenuineFile>)[] = [];
  for (let piece = 0; piece < pieces; piece++)
    for (const variant of VARIANTS) files.push(() => genuineFile(dir, piece, variant, seconds));
  return files;
}
