/**
 * MP3's quantiser lattice, read from the decoded audio with MP3's own hybrid filterbank (after
 * Derrien et al., JAES 2019, written from its description; docs/analysis.md).
 *
 * A decoder turns each granule's 576 quantised lines back into samples: |xr| = |ix|^(4/3) times
 * one step per scale-factor band (2^((global_gain - 210) / 4) less that band's scale factor), then
 * the alias-reduction butterflies, the 18-line IMDCT of each of 32 subbands and the polyphase
 * synthesis. Run forward over the decoded audio (polyphase analysis, MDCT, the butterflies
 * undone), aligned on the decoder's granule grid, the filterbank gives those lines back, so within
 * each scale-factor band their |x|^(3/4) are whole multiples of one number. At any other
 * alignment, and at every alignment of a recording, they are what the music makes them. Unlike
 * the zeros of mp3-requantise.ts, which need a top band the encoder left sparse, the lattice is
 * read from the lines between 0.9 and 16 kHz, so it holds at 320 kbps and in quiet takes too, as
 * long as a step stands over what 16-bit rounding leaves.
 *
 * Joint stereo codes a granule as mid and side (the mono mix is on the lattice) or as left and
 * right (only each channel is): the first channel is read, which is on it in left/right granules
 * and in mid/side ones wherever the side was quantised to zero.
 *
 * LAME codes an attack in short blocks (three 6-line MDCTs of 12 subband samples, with their own
 * scale-factor bands) and the granules around it in start and stop blocks (the long MDCT under a
 * window half long, half short). In an excerpt that holds an attack each granule is read as all
 * four and counts as the one that fits best; elsewhere as a long block only, since every reading
 * tried lifts the best fit at every alignment a little and would blur a faint lattice.
 *
 * Each band's step is read two ways: at the sizes a decoder can use (global gain and scale
 * factors move it by whole quarters of a doubling, so only a discrete set is possible), which
 * reads quiet takes coded finely, and fitted to the band's smallest lines, which holds whatever
 * gain was applied after decoding.
 *
 * Every excerpt that holds lines to read is read at all 576 alignments (one granule) and the
 * depths are summed per place. Cost: about 35 ms per excerpt of long blocks, three times that
 * with all four block types.
 */

import { WINDOW } from './mp3-window.ts';
import type { Excerpt } from './steady-excerpts.ts';
import { correlation } from './steady-excerpts.ts';

const GRANULE = 576;

/** Scale-factor bands of long blocks (ISO 11172-3, Table B.8), as line offsets in a granule. */
const BANDS: Record<number, number[]> = {
  44100: [0, 4, 8, 12, 16, 20, 24, 30, 36, 44, 52, 62, 74, 90, 110, 134, 162, 196, 238, 288, 342, 418, 576],
  48000: [0, 4, 8, 12, 16, 20, 24, 30, 36, 42, 50, 60, 72, 88, 106, 128, 156, 190, 230, 276, 330, 384, 576],
};
/** Bands read: from band 6 (about 0.9 kHz) to band 20; band 21 (from 16 kHz) is mostly zeros. */
const FIRST_BAND = 6;
const LAST_BAND = 20;

/** The alias-reduction coefficients c_i (ISO 11172-3, Table B.9). */
const C = [-0.6, -0.535, -0.33, -0.185, -0.095, -0.041, -0.0142, -0.0037];
const CS = C.map((c) => 1 / Math.sqrt(1 + c * c));
const CA = C.map((c) => c / Math.sqrt(1 + c * c));

/**
 * The matrixing cosines of the polyphase analysis, cos((2k + 1)(j - 16) pi / 64) for 64 inputs
 * j, folded onto u = j - 16 from 0 to 31: even in u, and the negative of itself at 64 - u (zero
 * at 32), so the 64 inputs fold into 32 (`fold`) and each subband costs 32 products, not 64.
 */
const MATRIX = Float64Array.from({ length: 32 * 32 }, (_, n) => {
  const k = n >> 5;
  const u = n & 31;
  return Math.cos(((2 * k + 1) * u * Math.PI) / 64);
});

/** The 64 windowed sums folded onto the 32 the matrixing reads (see MATRIX). */
function fold(y: Float64Array, z: Float64Array) {
  z[0] = y[16];
  for (let u = 1; u <= 16; u++) z[u] = y[16 + u] + y[16 - u];
  for (let u = 17; u < 32; u++) z[u] = y[16 + u] - y[80 - u];
}
/** The long block's sine window. */
const SINE = Float64Array.from({ length: 36 }, (_, i) => Math.sin((Math.PI / 36) * (i + 0.5)));
const shortSine = (i: number) => Math.sin((Math.PI / 12) * (i + 0.5));
/**
 * The windows of the blocks that lead into short blocks and out of them (ISO 11172-3, 2.4.3.4.10.3):
 * a long MDCT whose window is half the long sine and half a short one, flat between.
 */
const START = SINE.map((v, i) => (i < 18 ? v : i < 24 ? 1 : i < 30 ? shortSine(i - 18) : 0));
const STOP = SINE.map((v, i) => (i < 6 ? 0 : i < 12 ? shortSine(i - 6) : i < 18 ? 1 : v));
const LONG_WINDOWS = [SINE, START, STOP];
/** The short block's 6-line MDCT of 12 samples: cos(pi/24 (2i + 7)(2l + 1)), windowed. */
const SHORT_MDCT = Float64Array.from({ length: 6 * 12 }, (_, n) => {
  const l = Math.floor(n / 12);
  const i = n % 12;
  return shortSine(i) * Math.cos((Math.PI / 24) * (2 * i + 7) * (2 * l + 1));
});
/** Scale-factor bands of short blocks (Table B.8), as line offsets in one of the 3 windows (192 lines). */
const SHORT_BANDS: Record<number, number[]> = {
  44100: [0, 4, 8, 12, 16, 22, 30, 40, 52, 66, 84, 106, 136, 192],
  48000: [0, 4, 8, 12, 16, 22, 28, 38, 50, 64, 80, 100, 126, 192],
};
/** Short bands read: from band 2 (about 0.9 kHz) to band 11 (to about 15.5 kHz). */
const FIRST_SHORT_BAND = 2;
const LAST_SHORT_BAND = 11;
/** Block types tried: long; long, start, stop and short where the excerpt holds an attack. */
const LONG_ONLY = [0];
const ALL_TYPES = [0, 1, 2, 3];
/**
 * An excerpt whose 64-sample chunks' first-difference energy swings by more than this (15 dB)
 * holds an attack, where LAME may switch to short blocks.
 */
const ATTACK = 31.6;
/**
 * The 18-line MDCT of a folded block (18 values): cos(pi/72 (2i + 19)(2l + 1)) for the first
 * half's 9, cos(pi/72 (2(18 + i) + 19)(2l + 1)) for the second's.
 */
const MDCT = Float64Array.from({ length: 18 * 18 }, (_, n) => {
  const l = Math.floor(n / 18);
  const i = n % 18;
  const tap = i < 9 ? i : 18 + (i - 9);
  return Math.cos((Math.PI / 72) * (2 * tap + 19) * (2 * l + 1));
});

/**
 * What 16-bit rounding leaves in a line (its power, in this module's scale, measured: 2.3e-11),
 * times 16: a line under it counts as quantised to zero.
 */
const ZERO = 3.6e-10;
/** How near a whole number of steps a line's |x|^(3/4) must lie to count as on the lattice. */
const ON_LATTICE = 0.12;
/** Steps tried per band: its smallest line as 1, 2 or 3 steps. */
const STEPS = 3;
/** Lines of up to this many steps set the step. */
const FIT_STEPS = 8;
/** A band whose largest line is more steps than this is not read (any value is near a multiple). */
const MAX_STEPS = 300;
/** Lines of up to this many steps refine it again. */
const REFIT_STEPS = 40;
/** An excerpt with fewer lines read per granule than this says nothing. */
const MIN_LINES = 8;
/**
 * The steps a decoder can use: 2^((global_gain - 210) / 4) less whole quarters of a doubling
 * (scale factors, subblock gains and a mid/side granule's 1/sqrt 2 all move it by those), so
 * in this module's scale 4 log2 of a step is a whole number plus this (measured on the bench's
 * LAME transcodes decoded by ffmpeg: 0.680 in every band, rate and bit rate).
 */
const STEP_PHASE = 0.68;
/** What 16-bit rounding leaves in a line, as an amplitude (its power: 2.3e-11). */
const ROUNDING = Math.sqrt(2.3e-11);
/**
 * Steps read at the decoder's own sizes must stand this far over what the rounding moves a
 * band's mean line by: finer ones leave its lines spread evenly, and only add chances.
 */
const OVER_ROUNDING = 4;
/**
 * Excerpts read, each at all 576 alignments. One excerpt that does not show the lattice (an
 * attack LAME coded in blocks not read, a quiet stretch) must not decide where the rest are read:
 * the bench's quiet 48 kHz takes at 320 kbps show it faintly in most excerpts, and piece 1's MP3
 * 128 not at all in its loudest one, which the search used to read alone. 8 rather than 10 cost
 * those takes a tenth of their depth (still 12 to 19) and saves a fifth of the check's CPU.
 */
const MAX_EXCERPTS = 8;
/**
 * Excerpts also read with steps fitted to each band (the costlier reading, kept for a decode
 * whose gain was changed after the fact): in the bench's transcodes it stood under the decoder's
 * own steps in every file, and a few excerpts show a plain lattice.
 */
const FITTED_EXCERPTS = 4;

/**
 * The shares of lines on the lattice at the places read (NaN elsewhere), with steps fitted to
 * each band and with the decoder's own step sizes, and the lines read per granule.
 */
interface Reading {
  share: Float64Array;
  exact: Float64Array;
  lines: number;
}

/** Per reading: the lines' summed fit and their number, with fitted steps and with the decoder's. */
interface Counts {
  on: number;
  n: number;
  onExact: number;
  nExact: number;
}

/**
 * Reads the lattice in one excerpt (full scale 1) that starts at sample `start` of the file, at
 * every granule offset of each polyphase phase given (p < 32: alignments p + 32 g of the excerpt),
 * over `granules` granules, and lays the shares out on the file's 576-sample grid. `signals`: each
 * granule counts in the one that reads better there (joint stereo switches between mid/side and
 * left/right from frame to frame); `types`: the block types tried (0 long, 1 start, 2 stop, 3
 * short), each granule counting as the one that fits best.
 */
export function readLattice(
  signals: Float64Array[],
  start: number,
  rate: number,
  phases: Iterable<number>,
  granules: 1 | 2,
  lastBand = LAST_BAND,
  types = LONG_ONLY,
  fitted = true,
): Reading {
  const bands = BANDS[rate] ?? BANDS[44100];
  const lowSubband = Math.max(0, Math.floor(bands[FIRST_BAND] / 18) - 1);
  const highSubband = Math.ceil(bands[lastBand + 1] / 18) - 1;
  const subbands = highSubband - lowSubband + 1;
  const frames = 18 * granules + 35;
  const subs = signals.map(() => new Float64Array(subbands * frames));
  const y = new Float64Array(64);
  const z = new Float64Array(32);
  const folded = new Float64Array(18);
  const lines = new Float64Array(GRANULE);
  const scratch = new Float64Array(GRANULE);
  const share = new Float64Array(GRANULE).fill(Number.NaN);
  const exact = new Float64Array(GRANULE).fill(Number.NaN);
  let read = 0;
  let tried = 0;
  for (const p of phases) {
    // Polyphase analysis at samples p + 32 t, the newest at p + 32 t + 511; MP3 inverts every
    // other sample of the odd subbands (undone here by frame; a block starting on an odd frame
    // comes out negated, which is undone after its MDCT).
    for (let c = 0; c < signals.length; c++) {
      const x = signals[c];
      const sub = subs[c];
      for (let t = 0; t < frames; t++) {
        const newest = p + 32 * t + 511;
        for (let j = 0; j < 64; j++) {
          let acc = 0;
          for (let m = newest - j; m > newest - 512; m -= 64) acc += x[m] * WINDOW[newest - m];
          y[j] = acc;
        }
        fold(y, z);
        for (let s = 0; s < subbands; s++) {
          const k = lowSubband + s;
          const row = k * 32;
          let acc = 0;
          for (let u = 0; u < 32; u++) acc += MATRIX[row + u] * z[u];
          sub[s * frames + t] = k & 1 && t & 1 ? -acc : acc;
        }
      }
    }
    for (let g = 0; g < 18; g++) {
      let on = 0;
      let n = 0;
      let onExact = 0;
      let nExact = 0;
      for (let gr = 0; gr < granules; gr++) {
        const block = g + 18 * gr;
        let bestOn = 0;
        let bestN = 0;
        let bestOnExact = 0;
        let bestNExact = 0;
        for (const sub of subs) {
          for (const type of types) {
            const counts =
              type < 3
                ? longLines(
                    sub,
                    block,
                    LONG_WINDOWS[type],
                    lowSubband,
                    subbands,
                    frames,
                    bands,
                    lastBand,
                    lines,
                    folded,
                    scratch,
                    fitted,
                  )
                : shortLines(
                    sub,
                    block,
                    lowSubband,
                    subbands,
                    frames,
                    SHORT_BANDS[rate] ?? SHORT_BANDS[44100],
                    lines,
                    scratch,
                    fitted,
                  );
            if (counts.n && (!bestN || counts.on / counts.n > bestOn / bestN)) {
              bestOn = counts.on;
              bestN = counts.n;
            }
            if (counts.nExact && (!bestNExact || counts.onExact / counts.nExact > bestOnExact / bestNExact)) {
              bestOnExact = counts.onExact;
              bestNExact = counts.nExact;
            }
          }
        }
        on += bestOn;
        n += bestN;
        onExact += bestOnExact;
        nExact += bestNExact;
      }
      share[(start + p + 32 * g) % GRANULE] = n ? on / n : 0;
      exact[(start + p + 32 * g) % GRANULE] = nExact ? onExact / nExact : 0;
      read += fitted ? n : nExact;
      tried += granules;
    }
  }
  return { share, exact, lines: tried ? read / tried : 0 };
}

/** A long, start or stop block's lines (window `w`) from the subband samples, scored on the lattice. */
function longLines(
  sub: Float64Array,
  block: number,
  w: Float64Array,
  lowSubband: number,
  subbands: number,
  frames: number,
  bands: number[],
  lastBand: number,
  lines: Float64Array,
  folded: Float64Array,
  scratch: Float64Array,
  fitted: boolean,
) {
  const highSubband = lowSubband + subbands - 1;
  for (let s = 0; s < subbands; s++) {
    const k = lowSubband + s;
    const z = s * frames + block;
    for (let i = 0; i < 9; i++) {
      folded[i] = sub[z + i] * w[i] - sub[z + 17 - i] * w[17 - i];
      folded[9 + i] = sub[z + 18 + i] * w[18 + i] + sub[z + 35 - i] * w[35 - i];
    }
    const sign = k & 1 && block & 1 ? -1 : 1;
    for (let l = 0; l < 18; l++) {
      let acc = 0;
      const row = l * 18;
      for (let i = 0; i < 18; i++) acc += MDCT[row + i] * folded[i];
      lines[18 * k + l] = sign * acc;
    }
  }
  // Undo the decoder's alias-reduction butterflies between neighbouring subbands.
  for (let k = lowSubband + 1; k <= highSubband; k++)
    for (let i = 0; i < 8; i++) {
      const u = lines[18 * k - 1 - i];
      const d = lines[18 * k + i];
      lines[18 * k - 1 - i] = u * CS[i] + d * CA[i];
      lines[18 * k + i] = d * CS[i] - u * CA[i];
    }
  return onLattice(lines, scratch, bands, FIRST_BAND, lastBand, fitted);
}

/**
 * A short block's lines: three 6-line MDCTs of 12 subband samples, 6 apart from the block's
 * sixth, each window's lines laid out by frequency (no alias reduction), scored per window.
 */
function shortLines(
  sub: Float64Array,
  block: number,
  lowSubband: number,
  subbands: number,
  frames: number,
  bands: number[],
  lines: Float64Array,
  scratch: Float64Array,
  fitted: boolean,
) {
  const sum: Counts = { on: 0, n: 0, onExact: 0, nExact: 0 };
  for (let w = 0; w < 3; w++) {
    for (let s = 0; s < subbands; s++) {
      const k = lowSubband + s;
      const z = s * frames + block + 6 + 6 * w;
      const sign = k & 1 && block & 1 ? -1 : 1;
      for (let l = 0; l < 6; l++) {
        let acc = 0;
        const row = l * 12;
        for (let i = 0; i < 12; i++) acc += SHORT_MDCT[row + i] * sub[z + i];
        lines[6 * k + l] = sign * acc;
      }
    }
    const counts = onLattice(lines, scratch, bands, FIRST_SHORT_BAND, LAST_SHORT_BAND, fitted);
    sum.on += counts.on;
    sum.n += counts.n;
    sum.onExact += counts.onExact;
    sum.nExact += counts.nExact;
  }
  return sum;
}

/**
 * Per scale-factor band: its non-zero lines' |x|^(3/4), over a step, within ON_LATTICE of a
 * whole number. The step: the smallest line as 1, 2 or 3 steps (the best fit counts), refined by
 * least squares over the lines of up to FIT_STEPS that fit it, so that lines of many steps (fine
 * quantisation at high rates) are read against an exact step. The smallest itself is not counted.
 */
function onLattice(
  lines: Float64Array,
  y: Float64Array,
  bands: number[],
  firstBand: number,
  lastBand: number,
  fitted: boolean,
): Counts {
  let on = 0;
  let n = 0;
  let onExact = 0;
  let nExact = 0;
  for (let b = firstBand; b <= lastBand; b++) {
    let count = 0;
    let smallest = Infinity;
    let largest = 0;
    for (let i = bands[b]; i < bands[b + 1]; i++) {
      const a = Math.abs(lines[i]);
      if (a * a < ZERO) continue;
      const v = Math.sqrt(a) * Math.sqrt(Math.sqrt(a));
      y[count++] = v;
      if (v < smallest) smallest = v;
      if (v > largest) largest = v;
    }
    if (count < 4) continue;
    const exact = decoderStepFit(y, count, smallest, largest);
    if (exact > -Infinity) {
      onExact += exact;
      nExact += count;
    }
    if (!fitted || largest > MAX_STEPS * smallest) continue;
    let best = -Infinity;
    for (let d = 1; d <= STEPS; d++) {
      let inverse = d / smallest;
      // Refined on the lines of few steps that fit it (the step is sum(v r) / sum(r^2) over
      // them), then again on the lines of up to REFIT_STEPS, read against the refined step.
      for (let limit = FIT_STEPS; ; limit = REFIT_STEPS) {
        let vr = 0;
        let rr = 0;
        for (let i = 0; i < count; i++) {
          const q = y[i] * inverse;
          const r = (q + 0.5) | 0;
          if (r <= limit && Math.abs(q - r) < ON_LATTICE) {
            vr += y[i] * r;
            rr += r * r;
          }
        }
        if (vr > 0) inverse = rr / vr;
        if (limit === REFIT_STEPS || largest * inverse <= FIT_STEPS) break;
      }
      const score = latticeScore(y, count, inverse);
      if (score > best) best = score;
      if (best > 0.8 * count) break;
    }
    on += best - 1;
    n += count - 1;
  }
  return { on, n, onExact, nExact };
}

/**
 * The best fit of a band's |x|^(3/4) (`y`, `count` of them) to a step of the decoder's own sizes
 * (STEP_PHASE): no line need be 1, 2 or 3 steps, so it reads quiet takes coded finely, whose
 * smallest lines drown in the rounding, and lines of many steps against an exact step. Only
 * steps from the band's largest line over MAX_STEPS (or OVER_ROUNDING times what the rounding
 * moves its mean line by) to its smallest line are tried; -Infinity when none is.
 */
function decoderStepFit(y: Float64Array, count: number, smallest: number, largest: number) {
  let mean = 0;
  for (let i = 0; i < count; i++) mean += y[i];
  mean /= count;
  // |x| = v^(4/3): the rounding moves v by 3/4 |x|^(-1/4) of its amplitude.
  const floor = OVER_ROUNDING * 0.75 * ROUNDING * mean ** (-1 / 3);
  const finest = Math.ceil((16 / 3) * Math.log2(Math.max(largest / MAX_STEPS, floor)) - STEP_PHASE);
  const coarsest = Math.floor((16 / 3) * Math.log2(smallest * 1.1) - STEP_PHASE);
  let best = -Infinity;
  for (let m = finest; m <= coarsest; m++) {
    const score = latticeScore(y, count, 2 ** ((-3 * (m + STEP_PHASE)) / 16));
    if (score > best) best = score;
  }
  return best;
}

/** The energy of the first difference: the level from the mids up, where the lattice is read. */
function energy(x: Float64Array) {
  let sum = 0;
  for (let i = 1; i < x.length; i++) sum += (x[i] - x[i - 1]) ** 2;
  return sum;
}

/** The largest over the smallest energy of the first difference in 64-sample chunks: attacks and gaps swing it. */
function unsteadiness(x: Float64Array) {
  let smallest = Infinity;
  let largest = 0;
  for (let c = 64; c + 64 <= x.length; c += 64) {
    let sum = 1e-12;
    for (let i = c; i < c + 64; i++) sum += (x[i] - x[i - 1]) ** 2;
    if (sum < smallest) smallest = sum;
    if (sum > largest) largest = sum;
  }
  return largest / smallest;
}

/** How far each tried place's share lies above the median of those tried, in robust deviations. */
function depthsOf(share: Float64Array): Map<number, number> | null {
  const tried: number[] = [];
  for (let o = 0; o < GRANULE; o++) if (!Number.isNaN(share[o])) tried.push(o);
  const values = tried.map((o) => share[o]).sort((a, b) => a - b);
  const median = values[values.length >> 1];
  const spread =
    1.4826 * tried.map((o) => Math.abs(share[o] - median)).sort((a, b) => a - b)[tried.length >> 1];
  if (!(spread > 1e-6)) return null;
  return new Map(tried.map((o) => [o, (share[o] - median) / spread]));
}

export interface Mp3Lattice {
  /** The deepest place, all excerpts together (about standard normal per place without MP3). */
  depth: number;
  /** The place on the file's 576-sample granule grid. */
  offset: number;
  /** Read in the first channel (stereo) rather than the mono mix. */
  stereo: boolean;
  /** Found with the decoder's own step sizes rather than steps fitted to each band. */
  decoderSteps: boolean;
  /** Excerpts read, and in how many of them that place was the deepest tried. */
  excerpts: number;
  agreeing: number;
  /** Share of the lines read on the lattice there, and at the median alignment. */
  onGrid: number;
  elsewhere: number;
  /** Per place of the grid: the excerpts' depths, for the picture. */
  depths: Float64Array;
}

interface Witness {
  depths: Map<number, number>;
  share: Float64Array;
  median: number;
}

/** One way of reading the lattice (fitted steps, or the decoder's), summed over the excerpts. */
class Tally {
  readonly witnesses: Witness[] = [];
  readonly total = new Float64Array(GRANULE);

  /** Adds an excerpt's shares; false when they say nothing or repeat an earlier excerpt's. */
  add(share: Float64Array) {
    const depths = depthsOf(share);
    if (!depths) return false;
    // The same audio again (a loop repeated sample for sample, a whole number of granules
    // long) reads alike at every place and would add up like a grid: it counts once.
    const clipped = (w: Map<number, number>) =>
      Float64Array.from(depths.keys(), (o) => Math.min(w.get(o) ?? 0, 3));
    if (this.witnesses.some((w) => correlation(clipped(w.depths), clipped(depths)) > 0.5)) return false;
    const shares = [...depths.keys()].map((o) => share[o]).sort((a, b) => a - b);
    this.witnesses.push({ depths, share, median: shares[shares.length >> 1] });
    for (const [o, d] of depths) this.total[o] += d;
    return true;
  }

  /** The deepest place, or null when no excerpt told alignments apart. */
  deepest(stereo: boolean, decoderSteps: boolean): Mp3Lattice | null {
    const n = this.witnesses.length;
    if (!n) return null;
    const picture = this.total.map((v) => v / Math.sqrt(n));
    let o = 0;
    for (let p = 1; p < GRANULE; p++) if (picture[p] > picture[o]) o = p;
    let agreeing = 0;
    let onGrid = 0;
    let elsewhere = 0;
    for (const w of this.witnesses) {
      const mine = w.depths.get(o) ?? 0;
      if ([...w.depths.values()].every((d) => d <= mine)) agreeing++;
      onGrid += Number.isNaN(w.share[o]) ? 0 : w.share[o];
      elsewhere += w.median;
    }
    return {
      depth: picture[o],
      offset: o,
      stereo,
      decoderSteps,
      excerpts: n,
      agreeing,
      onGrid: onGrid / n,
      elsewhere: elsewhere / n,
      depths: picture,
    };
  }
}

/**
 * Reads MP3's lattice in the excerpts (at most MAX_EXCERPTS that hold lines to read, the loudest
 * and the steadiest in turn), each at all 576 alignments in the first channel (the mono mix for
 * mono), and sums their depths per place of the grid: once with steps fitted to each band, once
 * with the decoder's own step sizes; the deeper counts. The fitted steps hold whatever gain was
 * applied after decoding; the decoder's read quiet takes coded finely, whose smallest lines drown
 * in the rounding (the bench's quiet 48 kHz takes at 320 kbps: 3 against 13 to 22).
 */
export function mp3Lattice(excerpts: Excerpt[], rate: number): Mp3Lattice | null {
  const phases = Array.from({ length: 32 }, (_, p) => p);
  const fitted = new Tally();
  const decoders = new Tally();
  // The loudest and the steadiest in turn: a line's step stands the further over what 16-bit
  // rounding leaves the louder the excerpt (above all in quiet takes coded finely, at 320 kbps);
  // an attack makes the encoder switch to short blocks, which cost four readings instead of one.
  const loudness = new Map(excerpts.map((e) => [e, energy(e.samples)]));
  const swing = new Map(excerpts.map((e) => [e, unsteadiness(e.samples)]));
  const byLoudness = [...excerpts].sort((a, b) => (loudness.get(b) ?? 0) - (loudness.get(a) ?? 0));
  const bySteadiness = [...excerpts].sort((a, b) => (swing.get(a) ?? 0) - (swing.get(b) ?? 0));
  const ordered = [...new Set(byLoudness.flatMap((e, i) => [e, bySteadiness[i]]))];
  let read = 0;
  for (const e of ordered) {
    if (read >= MAX_EXCERPTS) break;
    // The first channel alone (half the cost of two signals): in granules coded left/right it is
    // on the lattice, in mid/side ones wherever the side was quantised to zero.
    const types = (swing.get(e) ?? 0) > ATTACK ? ALL_TYPES : LONG_ONLY;
    const fit = read < FITTED_EXCERPTS;
    const reading = readLattice([e.first ?? e.samples], e.start, rate, phases, 1, LAST_BAND, types, fit);
    if (reading.lines < MIN_LINES) continue;
    const told = fit && fitted.add(reading.share);
    if (decoders.add(reading.exact) || told) read++;
  }
  const stereo = excerpts.some((e) => e.first);
  const a = fitted.deepest(stereo, false);
  const b = decoders.deepest(stereo, true);
  return a && (!b || a.depth >= b.depth) ? a : b;
}

/**
 * How well `count` values of `y` sit on whole multiples of the step 1/`inverse`: each scores
 * 1 - 12 f^2 for its distance f from the nearest step, 1 on the lattice, 0 on average for values
 * spread evenly between steps, -2 halfway.
 */
function latticeScore(y: Float64Array, count: number, inverse: number) {
  let score = 0;
  for (let i = 0; i < count; i++) {
    const q = y[i] * inverse;
    const f = q - ((q + 0.5) | 0);
    score += 1 - 12 * f * f;
  }
  return score;
}
