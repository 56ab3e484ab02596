/**
 * AAC's quantisation, found by running AAC-LC's own transform over the decoded audio (the idea of
 * Derrien et al., JAES 2019, written from its description; docs/analysis.md).
 *
 * An AAC-LC decoder overlaps and adds the inverse MDCTs of quantised coefficients: 1024 per frame,
 * each the x^(4/3) of an integer times a scale factor's step 2^(sf/4). The forward MDCT (2048
 * samples, the same window: sine or Kaiser-Bessel-derived) of the decoded audio, aligned on the
 * decoder's frame grid, gives those coefficients back, since the lapped transform reconstructs
 * exactly; and most of them the encoder quantised to zero, even at 256 kbps (whatever lies below
 * the masking threshold costs no bits). At any other of the 1024 alignments, and at every
 * alignment of a recording, the coefficients are what the music makes them, and hardly ever zero.
 *
 * So, as for MP3 (mp3-requantise.ts): excerpts where the treble holds steady (at an onset the
 * encoder switches to eight 128-line short blocks), each tried at all 1024 alignments with each
 * window (AAC's two, Vorbis's) over two frames; an alignment's score is the mean log power of its coefficients from 2
 * kHz up; its depth is how far that lies below the median of all 1024 in robust standard
 * deviations. Summed per place of the file's 1024-sample grid over the excerpts and divided by
 * the square root of their number, that stays about standard normal per place without AAC and
 * grows with every excerpt with it. The decoder's delay (priming of 1024 or 2112 samples, trimmed
 * or not) only moves the place.
 *
 * Cost: the first excerpt is searched at all 1024 alignments with the three windows over one frame
 * (3072 MDCTs of 1024 lines, a fold and a 512-point complex FFT each, about 60 ms); the others
 * only at the 8 best places per window that found and at 96 reference places, over two frames
 * (about 420 MDCTs).
 */

import { fft } from './spectrum.ts';
import { correlation, SteadyExcerpts } from './steady-excerpts.ts';

const N = 1024;
const FRAMES = 2;
/** Samples per excerpt: the last frame of the last alignment ends at N - 1 + N (FRAMES - 1) + 2N. */
export const AAC_EXCERPT = N * (FRAMES + 2);
/** Power added before the logarithm: below what 16-bit rounding leaves in a coefficient (~1e-7). */
const FLOOR = 1e-12;
/** A coefficient's power under this (about 11 dB over what 16-bit rounding leaves) counts as zero. */
const ZERO = 1e-6;
/**
 * What 16-bit rounding leaves in a coefficient (a step squared over 12, times the window's
 * energy of 1024): an excerpt whose typical coefficient lies under it holds nothing but the
 * rounding (or silence) to align. A quiet take's typical coefficient from 2 kHz up lies only a
 * little over it, yet the encoder's zeros and the lattice of its few loud lines still show: at
 * e^3 over it, as this gate once was, the bench's quiet (-22 dB) transcodes went unchecked.
 */
const ROUNDING = 8e-8;
const FIRST_HZ = 2000;
/** Treble chunks of 128 samples: an excerpt 4 times MP3's needs the same number of checks. */
const CHUNK = 128;
/** Samples before an excerpt that must hold no onset either. */
const LEAD = 2 * N;

/**
 * AAC-LC's two long windows, and Vorbis's: Vorbis I codes its long blocks in the same 2048-sample
 * MDCT, 1024 samples apart, under its own power-complementary window, so its frame grid shows
 * here too, deepest with that window (the bench's Vorbis q6 transcodes: about twice as deep as
 * with KBD), and the window tells the two codecs apart.
 */
export type AacWindow = 'KBD' | 'sine' | 'Vorbis';
const WINDOW_NAMES = ['KBD', 'sine', 'Vorbis'] as const;

function besselI0(x: number) {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 50; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
    if (term < 1e-17 * sum) break;
  }
  return sum;
}

/** The long windows of ISO 14496-3 (4.6.11.3.2): sine, and Kaiser-Bessel-derived with alpha 4; and Vorbis I's (4.3.1), sin(pi/2 sin^2(pi (n + 1/2) / 2N)). */
const WINDOWS: Record<AacWindow, Float64Array> = (() => {
  const sine = Float64Array.from({ length: 2 * N }, (_, n) => Math.sin((Math.PI / (2 * N)) * (n + 0.5)));
  const kaiser = Float64Array.from({ length: N + 1 }, (_, n) =>
    besselI0(Math.PI * 4 * Math.sqrt(1 - ((n - N / 2) / (N / 2)) ** 2)),
  );
  let total = 0;
  for (const v of kaiser) total += v;
  const kbd = new Float64Array(2 * N);
  let running = 0;
  for (let n = 0; n < N; n++) {
    running += kaiser[n];
    kbd[n] = Math.sqrt(running / total);
    kbd[2 * N - 1 - n] = kbd[n];
  }
  const vorbis = Float64Array.from({ length: 2 * N }, (_, n) =>
    Math.sin((Math.PI / 2) * Math.sin((Math.PI / (2 * N)) * (n + 0.5)) ** 2),
  );
  return { KBD: kbd, sine, Vorbis: vorbis };
})();

/** exp(-i pi (m + 1/4) / N) and exp(-i pi m / N): the DCT-IV's twiddles around its FFT. */
const PRE_COS = Float64Array.from({ length: N / 2 }, (_, m) => Math.cos((-Math.PI * (m + 0.25)) / N));
const PRE_SIN = Float64Array.from({ length: N / 2 }, (_, m) => Math.sin((-Math.PI * (m + 0.25)) / N));
const POST_COS = Float64Array.from({ length: N / 2 }, (_, m) => Math.cos((-Math.PI * m) / N));
const POST_SIN = Float64Array.from({ length: N / 2 }, (_, m) => Math.sin((-Math.PI * m) / N));

/**
 * The MDCT of 2N samples from x[at] under window w into out (N lines): folded to N values, then
 * a DCT-IV by one complex FFT of N/2 points.
 */
export function mdct(
  x: Float64Array,
  at: number,
  w: Float64Array,
  out: Float64Array,
  scratch = { u: new Float64Array(N), re: new Float64Array(N / 2), im: new Float64Array(N / 2) },
) {
  const { u, re, im } = scratch;
  const h = N / 2;
  for (let i = 0; i < h; i++) {
    const a = 3 * h - 1 - i;
    const b = 3 * h + i;
    u[i] = -x[at + a] * w[a] - x[at + b] * w[b];
  }
  for (let i = h; i < N; i++) {
    const a = i - h;
    const b = 3 * h - 1 - i;
    u[i] = x[at + a] * w[a] - x[at + b] * w[b];
  }
  for (let m = 0; m < h; m++) {
    const r = u[2 * m];
    const j = u[N - 1 - 2 * m];
    re[m] = r * PRE_COS[m] - j * PRE_SIN[m];
    im[m] = r * PRE_SIN[m] + j * PRE_COS[m];
  }
  fft(re, im);
  for (let m = 0; m < h; m++) {
    out[2 * m] = re[m] * POST_COS[m] - im[m] * POST_SIN[m];
    out[N - 1 - 2 * m] = -(re[m] * POST_SIN[m] + im[m] * POST_COS[m]);
  }
}

/** Places of the file's frame grid scored in every excerpt to learn what an alignment scores there. */
const REFERENCE = Array.from({ length: 96 }, (_, k) => (k * 97 + 13) % N);
/** Excerpts searched at every alignment (one frame each); the rest only at their best places and the reference (two frames). */
const SEARCHED = 2;
/** Steady excerpts under this many: the others are taken as well. */
const FALLBACK_BELOW = 3;
/** Best places per window carried from the searched excerpts to the rest. */
const CANDIDATES = 8;

interface Scores {
  /** Mean log power per alignment tried (NaN where not tried), by place of the file's grid. */
  score: Float64Array;
  /** Share of the scale-factor bands' coefficients on a quantiser lattice, likewise. */
  lattice: Float64Array;
}

/**
 * Scale-factor bands of a long window at 32 to 48 kHz (ISO 14496-3, swb_offset_long_48): the
 * coefficients of one band share one step.
 */
const BANDS = [
  0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72, 80, 88, 96, 108, 120, 132, 144, 160, 176, 196, 216,
  240, 264, 292, 320, 352, 384, 416, 448, 480, 512, 544, 576, 608, 640, 672, 704, 736, 768, 800, 832, 864,
  896, 928, 1024,
];
/** How near a multiple of the step a coefficient's |x|^(3/4) must lie to count as on the lattice. */
const ON_LATTICE = 0.12;
/** Steps tried per band: the smallest coefficient as 1, 2 or 3 steps. */
const STEPS = 3;
/** A band whose largest coefficient is more steps than this tells nothing (any value is near a multiple). */
const MAX_STEPS = 40;

/**
 * The share of coefficients that sit on AAC's quantiser lattice, band by band: a band's
 * coefficients are sign(q) |q|^(4/3) times its scale factor's step, so their |x|^(3/4) are whole
 * multiples of one number. Its smallest (1, 2 or 3 steps; the best fit counts) sets the step; the
 * rest are tested against it. Zeros (only the rounding left) are not counted.
 */
function latticeShare(out: Float64Array, first: number, y: Float64Array): number {
  let on = 0;
  let counted = 0;
  for (let b = 0; b + 1 < BANDS.length; b++) {
    const lo = BANDS[b];
    const hi = BANDS[b + 1];
    if (lo < first) continue;
    let n = 0;
    let smallest = Infinity;
    let largest = 0;
    for (let i = lo; i < hi; i++) {
      const a = Math.abs(out[i]);
      if (a * a < ZERO) continue;
      const v = Math.sqrt(a) * Math.sqrt(Math.sqrt(a));
      y[n++] = v;
      if (v < smallest) smallest = v;
      if (v > largest) largest = v;
    }
    if (n < 4) continue;
    let best = 0;
    for (let d = 1; d <= STEPS; d++) {
      const step = smallest / d;
      if (largest / step > MAX_STEPS) break;
      let hits = 0;
      for (let i = 0; i < n; i++) {
        const r = y[i] / step;
        if (Math.abs(r - Math.round(r)) < ON_LATTICE) hits++;
      }
      if (hits > best) best = hits;
    }
    on += best;
    counted += n;
  }
  return counted ? on / counted : 0;
}

/**
 * Scores the given places of the file's 1024-sample frame grid in one excerpt (AAC_EXCERPT
 * samples, mono, full scale 1) that starts at sample `start` of the file, with one window.
 */
function scorePlaces(
  excerpt: Float64Array,
  start: number,
  rate: number,
  w: Float64Array,
  places: Iterable<number>,
  frames: number,
) {
  const first = Math.max(1, Math.round(FIRST_HZ / (rate / 2 / N)));
  const lines = N - first - ((N - first) % 8);
  const out = new Float64Array(N);
  const y = new Float64Array(N);
  const scratch = { u: new Float64Array(N), re: new Float64Array(N / 2), im: new Float64Array(N / 2) };
  const result: Scores = { score: new Float64Array(N).fill(Number.NaN), lattice: new Float64Array(N) };
  for (const place of places) {
    // Alignment o of the excerpt is sample start + o of the file.
    const o = (place - (start % N) + N) % N;
    let logs = 0;
    let lattice = 0;
    for (let j = 0; j < frames; j++) {
      mdct(excerpt, o + j * N, w, out, scratch);
      // One logarithm per 8 lines: the product of their powers (each at least FLOOR).
      for (let k = first; k + 8 <= N; k += 8) {
        let product = 1;
        for (let i = k; i < k + 8; i++) product *= out[i] * out[i] + FLOOR;
        logs += Math.log(product);
      }
      lattice += latticeShare(out, first, y);
    }
    result.score[place] = logs / (frames * lines);
    result.lattice[place] = lattice / frames;
  }
  return result;
}

function median(values: number[]) {
  return values.sort((a, b) => a - b)[values.length >> 1];
}

export interface AacGrid {
  /** The deepest place, all excerpts together (about standard normal per place without AAC). */
  depth: number;
  /** Where on the file's 1024-sample grid the frames start. */
  offset: number;
  window: AacWindow;
  /** Excerpts that told alignments apart, and in how many of them that place was the deepest tried. */
  excerpts: number;
  agreeing: number;
  /** Share of the non-zero coefficients from 2 kHz up on the quantiser lattice, on the grid and at the median alignment. */
  latticeOnGrid: number;
  latticeElsewhere: number;
  /** Per place of the grid, with that window: the depths of the excerpts searched everywhere. */
  depths: Float64Array;
}

interface Witness {
  reference: Float64Array;
  depths: Record<AacWindow, Map<number, number>>;
  lattice: Record<AacWindow, Scores['lattice']>;
  elsewhere: Record<AacWindow, number>;
}

/**
 * Streams the mono mix, keeps excerpts where the treble holds steady, and searches them for
 * AAC's frame grid: the first two at every alignment with each window (3072 transforms each),
 * the rest only at the best places those found and at 96 reference places, which tell what an
 * alignment scores there without a grid (about 400 transforms each).
 */
export class AacRequantiser {
  private readonly picker: SteadyExcerpts;
  private readonly anyShape: SteadyExcerpts;
  private readonly rate: number;

  /** AAC-LC's common rates; above 48 kHz a transcode is found as an upsample. */
  static appliesTo(rate: number) {
    return rate >= 22050 && rate <= 48000;
  }

  constructor(rate: number, expectedFrames: number, count?: number) {
    this.rate = rate;
    // One excerpt per 3 s, at least 4 and at most 10.
    const excerpts = count ?? Math.min(10, Math.max(4, Math.round(expectedFrames / rate / 3)));
    // Two frames more than an excerpt, with no onset in them either: the encoder switches to
    // short blocks for the frames around an attack.
    this.picker = new SteadyExcerpts(AAC_EXCERPT + LEAD, excerpts, expectedFrames, CHUNK, 'decays');
    // Where the treble never holds a frame without an attack (an organ's or a piano's soft
    // notes coming and going), excerpts with attacks in them: most of their frames are still
    // long blocks.
    this.anyShape = new SteadyExcerpts(AAC_EXCERPT + LEAD, excerpts, expectedFrames, CHUNK, 'any');
  }

  add(sample: number) {
    this.picker.add(sample);
    this.anyShape.add(sample);
  }

  /** The excerpts without attacks; with too few of those, the others that overlap none of them. */
  private excerpts() {
    const steady = this.picker.excerpts;
    if (steady.length >= FALLBACK_BELOW) return steady;
    const length = AAC_EXCERPT + LEAD;
    return [
      ...steady,
      ...this.anyShape.excerpts.filter((a) => steady.every((s) => Math.abs(s.start - a.start) >= length)),
    ];
  }

  private witness(
    excerpt: Float64Array,
    start: number,
    places: Record<AacWindow, number[]>,
    frames: number,
  ): Witness | null {
    const witness: Witness = {
      reference: new Float64Array(REFERENCE.length),
      depths: { KBD: new Map(), sine: new Map(), Vorbis: new Map() },
      lattice: { KBD: new Float64Array(N), sine: new Float64Array(N), Vorbis: new Float64Array(N) },
      elsewhere: { KBD: 0, sine: 0, Vorbis: 0 },
    };
    for (const name of WINDOW_NAMES) {
      const wanted = new Set([...places[name], ...REFERENCE]);
      const { score, lattice } = scorePlaces(excerpt, start, this.rate, WINDOWS[name], wanted, frames);
      const tried = [...wanted];
      const values = tried.map((p) => score[p]);
      const middle = median([...values]);
      if (name === 'KBD') {
        // An excerpt whose typical coefficient holds only the rounding (or silence): nothing to align.
        if (middle < Math.log(ROUNDING)) return null;
        REFERENCE.forEach((p, i) => {
          witness.reference[i] = score[p];
        });
      }
      const spread = 1.4826 * median(values.map((v) => Math.abs(v - middle)));
      const shares = tried.map((p) => lattice[p]);
      const typical = median([...shares]);
      const shareSpread = 1.4826 * median(shares.map((v) => Math.abs(v - typical)));
      if (!(spread > 1e-9 * Math.abs(middle) + 1e-12) || !(shareSpread > 1e-6)) return null;
      // Two marks of the lattice: its zeros (a low score) and its steps (a high share). Each
      // depth is about standard normal without a codec; the stronger counts.
      for (const p of tried)
        witness.depths[name].set(
          p,
          Math.max((middle - score[p]) / spread, (lattice[p] - typical) / shareSpread),
        );
      witness.lattice[name] = lattice;
      witness.elsewhere[name] = typical;
    }
    return witness;
  }

  grid(): AacGrid {
    const all = Array.from({ length: N }, (_, p) => p);
    const witnesses: Witness[] = [];
    const candidates: Record<AacWindow, number[]> = { KBD: all, sine: all, Vorbis: all };
    const excerpts = this.excerpts();
    for (const e of excerpts) {
      const searched = witnesses.length < SEARCHED;
      const samples = e.samples.subarray(LEAD);
      const start = e.start + LEAD;
      const witness = searched
        ? this.witness(samples, start, { KBD: all, sine: all, Vorbis: all }, 1)
        : this.witness(samples, start, candidates, FRAMES);
      if (!witness) continue;
      // The same audio again (a loop repeated sample for sample, a whole number of frames long)
      // scores the reference places alike and would add up like a grid: it counts once.
      if (witnesses.some((w) => correlation(w.reference, witness.reference) > 0.5)) continue;
      witnesses.push(witness);
      if (witnesses.length === SEARCHED || (witnesses.length < SEARCHED && e === excerpts.at(-1)))
        for (const name of WINDOW_NAMES) {
          const total = all.map((p) => witnesses.reduce((sum, w) => sum + (w.depths[name].get(p) ?? 0), 0));
          candidates[name] = [...all].sort((a, b) => total[b] - total[a]).slice(0, CANDIDATES);
        }
    }
    const n = witnesses.length;
    let best = { depth: 0, offset: 0, window: 'KBD' as AacWindow };
    for (const name of WINDOW_NAMES)
      for (const p of n > SEARCHED ? candidates[name] : all) {
        const depth = witnesses.reduce((sum, w) => sum + (w.depths[name].get(p) ?? 0), 0) / Math.sqrt(n || 1);
        if (depth > best.depth) best = { depth, offset: p, window: name };
      }
    const { offset, window } = best;
    let agreeing = 0;
    let latticeOnGrid = 0;
    let latticeElsewhere = 0;
    for (const w of witnesses) {
      const depths = w.depths[window];
      if ([...depths.values()].every((d) => d <= (depths.get(offset) ?? 0))) agreeing++;
      latticeOnGrid += w.lattice[window][offset];
      latticeElsewhere += w.elsewhere[window];
    }
    const searched = witnesses.slice(0, SEARCHED);
    const depths = Float64Array.from(
      all,
      (p) =>
        searched.reduce((sum, w) => sum + (w.depths[window].get(p) ?? 0), 0) /
        Math.sqrt(searched.length || 1),
    );
    return {
      depths,
      depth: best.depth,
      offset,
      window,
      excerpts: n,
      agreeing,
      latticeOnGrid: n ? latticeOnGrid / n : 0,
      latticeElsewhere: n ? latticeElsewhere / n : 0,
    };
  }
}
