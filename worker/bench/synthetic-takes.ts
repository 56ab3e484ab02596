/**
 * The bench's synthetic genuine takes (plucked and bowed harmonic instruments, drums, gated
 * hi-hats, loops repeated sample for sample), made with ffmpeg's expression sources: the cases
 * that a grid check must not mistake for a codec (docs/analysis.md#benchmark).
 */
import { rm } from 'node:fs/promises';
import { ffmpeg } from './tools.ts';

export interface Recipe {
  name: string;
  rate: number;
  base: number; // Hz of the lowest note
  harmonics: number;
  rolloff: number; // harmonic n has amplitude 1/n^rolloff
  decay: number; // pluck envelope, per second
  bps: number; // beats per second
  drums: number; // noise-burst level, 0 = none
  echo: boolean;
  hiss: number | null; // tape/room noise, dBFS; null: none, digital silence between sounds
  lowpass?: number; // a dull recording: gentle 2-pole low-pass at this Hz
  gain: number; // dB: quiet recordings
  hats?: { perSecond: number; duty: number; level: number }; // gated hi-hats, silence between
  gated?: boolean; // notes cut off, silence until the next
  fade?: boolean; // fades in and out
  loop?: number; // samples: the first this many repeated sample for sample, as a DAW's loop
}

/** Genuine recordings: plucked/bowed harmonic instruments, drums, rooms, dull and quiet takes. */
export function recipes(): Recipe[] {
  const out: Recipe[] = [];
  for (let i = 0; i < 40; i++) {
    const r = (k: number) => ((i * 7919 + k * 104729) % 1000) / 1000;
    out.push({
      name: `genuine-${String(i).padStart(2, '0')}`,
      rate: i % 5 === 4 ? 48000 : 44100,
      base: 110 * 2 ** (Math.floor(r(1) * 24) / 12),
      harmonics: 4 + Math.floor(r(3) * 20),
      rolloff: 0.6 + r(4) * 1.2,
      decay: 0.5 + r(5) * 8,
      bps: 1 + r(6) * 3,
      drums: i % 3 === 0 ? 0 : 0.1 + r(7) * 0.4,
      echo: i % 2 === 0,
      hiss: -66 + r(8) * 10,
      lowpass: i % 4 === 1 ? 2500 + r(9) * 6000 : undefined,
      gain: i % 6 === 5 ? -24 : -r(10) * 6,
    });
  }
  return out;
}

/**
 * Genuine recordings whose treble comes in bursts, which a check of how the top band switches
 * on and off must not mistake for a codec: gated hi-hats at common tempos, notes with digital
 * silence between them, fades. Two put every hi-hat on the same phase of MP3's 576-sample grid,
 * as a quantised loop does: 16th notes of 5760 samples (125 BPM at 48 kHz, 114.84375 at 44.1).
 */
export function burstyRecipes(): Recipe[] {
  const takes: { bpm: number; rate: number; perBeat: number }[] = [
    { bpm: 120, rate: 44100, perBeat: 4 },
    { bpm: 128, rate: 44100, perBeat: 2 },
    { bpm: 114.84375, rate: 44100, perBeat: 4 },
    { bpm: 90, rate: 44100, perBeat: 4 },
    { bpm: 125, rate: 48000, perBeat: 4 },
    { bpm: 100, rate: 44100, perBeat: 2 },
    { bpm: 140, rate: 44100, perBeat: 4 },
    { bpm: 174, rate: 44100, perBeat: 2 },
    { bpm: 100, rate: 48000, perBeat: 2 },
    { bpm: 160, rate: 44100, perBeat: 4 },
  ];
  return takes.map(({ bpm, rate, perBeat }, i) => {
    const r = (k: number) => ((i * 6151 + k * 7717) % 1000) / 1000;
    return {
      name: `bursty-${String(i).padStart(2, '0')}`,
      rate,
      base: 110 * 2 ** (Math.floor(r(1) * 24) / 12),
      harmonics: 6 + Math.floor(r(3) * 16),
      rolloff: 0.6 + r(4) * 1.0,
      decay: 1 + r(5) * 6,
      bps: bpm / 60,
      drums: i % 2 === 0 ? 0.2 : 0,
      echo: i % 3 === 0,
      hiss: i % 2 === 0 ? null : -90 + r(8) * 20,
      gain: -r(10) * 6,
      hats: { perSecond: (bpm / 60) * perBeat, duty: 0.15 + r(11) * 0.5, level: 0.05 + r(12) * 0.3 },
      gated: i % 2 === 0,
      fade: i % 4 < 2,
    };
  });
}

/**
 * Genuine loops: one bar repeated sample for sample, a whole number of MP3 granules long (4
 * beats of 23040 samples: 125 BPM at 48 kHz, 114.84375 at 44.1), over gated hi-hats. Excerpts
 * taken at the same place of the bar are the same audio at the same place of the 576-sample
 * grid, which a check that adds up excerpts must not take for a codec's grid. Genuine only (no
 * transcodes): they are here to be left alone.
 */
export function loopRecipes(): Recipe[] {
  const bursty = burstyRecipes();
  return [bursty[4], bursty[2]].map((r, i) => ({
    ...r,
    name: `loop-${String(i).padStart(2, '0')}`,
    fade: false,
    loop: 4 * 23040,
  }));
}

export async function synthesize(recipe: Recipe, out: string, seconds: number) {
  if (recipe.loop) {
    const bar = `${out}.bar.flac`;
    await synthesize({ ...recipe, loop: undefined }, bar, seconds);
    await ffmpeg([
      '-i',
      bar,
      '-af',
      `aloop=loop=-1:size=${recipe.loop},atrim=end_sample=${seconds * recipe.rate}`,
      ...(recipe.rate === 48000
        ? ['-sample_fmt', 's32', '-bits_per_raw_sample', '24']
        : ['-sample_fmt', 's16']),
      out,
    ]);
    await rm(bar);
    return;
  }
  const { rate, base, harmonics, rolloff, decay, bps } = recipe;
  // The note steps through a little phrase each beat; each beat re-plucks the envelope.
  const freq = `${base.toFixed(2)}*pow(2\\,floor(mod(t*${bps.toFixed(3)}\\,4))*3/12)`;
  const partials = Array.from(
    { length: harmonics },
    (_, h) => `${(1 / (h + 1) ** rolloff).toFixed(4)}*sin(2*PI*${h + 1}*${freq}*t*(1+${h}*0.0007))`,
  ).join('+');
  const gate = recipe.gated ? `*lt(mod(t*${bps.toFixed(3)}\\,1)\\,0.55)` : '';
  const env = `exp(-${decay.toFixed(2)}*mod(t*${bps.toFixed(3)}\\,1)/${bps.toFixed(3)})${gate}`;
  // Gated per sample (volume=eval=frame would step once per 1024-sample frame), at full
  // precision: a tempo chosen to fall on a sample grid must stay on it.
  const hat = recipe.hats;
  const hats = hat
    ? `${hat.level.toFixed(3)}*(2*random(0)-1)*lt(mod(t*${hat.perSecond}\\,1)\\,${hat.duty.toFixed(3)})*exp(-8*mod(t*${hat.perSecond}\\,1))`
    : '0';
  const inputs = [
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=0.25*(${partials})*${env}/${Math.sqrt(harmonics).toFixed(3)}|0.25*(${partials})*${env}/${Math.sqrt(harmonics).toFixed(3)}*0.9:s=${rate}:d=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `anoisesrc=c=white:a=${recipe.drums || 0.0001}:r=${rate}:d=${seconds}:seed=${Math.round(base)}`,
    '-f',
    'lavfi',
    '-i',
    // No hiss: a zero-level source keeps the graph the same, leaving digital silence.
    `anoisesrc=c=pink:a=${recipe.hiss === null ? 0 : (10 ** (recipe.hiss / 20) * 3).toExponential(3)}:r=${rate}:d=${seconds}:seed=7`,
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=${hats}|${hats.replace('random(0)', 'random(1)')}:s=${rate}:d=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=${recipe.drums ? `exp(-30*mod(t*${bps * 2}\\,1))` : '0'}:s=${rate}:d=${seconds}`,
  ];
  const fade = recipe.fade ? `,afade=t=in:d=1,afade=t=out:st=${seconds - 2}:d=2` : '';
  const music = [
    // The first recipes step their drum decay once per 1024-sample frame (volume=eval=frame), a
    // staircase no instrument makes; the bursty takes, whose tempos sit on sample grids, decay
    // per sample, as a drum does.
    recipe.hats
      ? `[1][4]amultiply,highpass=f=300,aformat=channel_layouts=stereo[drums]`
      : `[1]volume=eval=frame:volume='${recipe.drums ? `exp(-30*mod(t*${(bps * 2).toFixed(3)}\\,1))` : '0'}',highpass=f=300,aformat=channel_layouts=stereo[drums]`,
    `[3]highpass=f=7000,highpass=f=7000[hats]`,
    `[0][drums][hats]amix=inputs=3:normalize=0${recipe.echo ? ',aecho=0.8:0.6:40|77|113:0.35|0.25|0.15' : ''}${recipe.lowpass ? `,lowpass=f=${Math.round(recipe.lowpass)}` : ''},volume=${recipe.gain.toFixed(1)}dB[m]`,
    '[2]aformat=channel_layouts=stereo[h]',
    `[m][h]amix=inputs=2:normalize=0,alimiter=limit=0.95:level=false${fade}[out]`,
  ].join(';');
  const depth =
    rate === 48000 ? ['-sample_fmt', 's32', '-bits_per_raw_sample', '24'] : ['-sample_fmt', 's16'];
  await ffmpeg([
    ...inputs,
    '-filter_complex',
    music,
    '-map',
    '[out]',
    '-ar',
    String(rate),
    ...depth,
    '-c:a',
    'flac',
    out,
  ]);
}
