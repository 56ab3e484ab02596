/**
 * Picks short excerpts of the streamed mono mix where the treble holds steady (no onset, cut-off
 * or silence within them), after each of a few marks spread over the expected length, never
 * overlapping. A codec's re-analysis needs such stretches: at an onset encoders switch to short
 * blocks, and silence holds nothing to align.
 */

/** Chunks whose treble stays within this ratio (15 dB) count as steady. */
const STEADY = 31.6;

/**
 * `steady`: every chunk's treble within 15 dB of the others (no onset, cut-off or silence);
 * `decays`: a treble that only fades counts too (no chunk 10 dB over the loudest before it), as
 * for a codec whose blocks switch only at attacks; `any`: whatever its shape, as long as it
 * stands over the rounding.
 */
export type TrebleShape = 'steady' | 'decays' | 'any';

export interface Excerpt {
  samples: Float64Array;
  /** The same stretch of the first channel, when a companion is kept (stereo). */
  first?: Float64Array;
  /** The file's sample index of samples[0]. */
  start: number;
}

export class SteadyExcerpts {
  readonly excerpts: Excerpt[] = [];
  private readonly ring: Float64Array;
  private readonly firstRing: Float64Array | null;
  private readonly chunkEnergy: Float64Array;
  private readonly chunk: number;
  private readonly marks: number[];
  private seen = 0;
  private at = 0;
  private chunkAt = 0;
  private prev1 = 0;
  private prev2 = 0;
  private energy = 0;
  private nextMark = 0;
  private lastEnd = 0;
  private readonly shape: TrebleShape;
  private readonly audible: number;

  /**
   * @param length samples per excerpt (a multiple of chunk)
   * @param count how many marks, spread evenly from a fifth of the first stretch on
   * @param chunk samples per chunk of treble energy (a power of two)
   * @param shape which treble counts (TrebleShape)
   * @param overRoundingDb unless `steady`, how far every chunk's treble must stand over what
   *   16-bit rounding leaves in it
   * @param keepFirst also keep the first channel beside the mono mix (add's second argument)
   */
  constructor(
    length: number,
    count: number,
    expectedFrames: number,
    chunk = 32,
    shape: TrebleShape = 'steady',
    overRoundingDb = 20,
    keepFirst = false,
  ) {
    this.shape = shape;
    this.audible = 10 ** (overRoundingDb / 10) * 5e-10 * chunk;
    this.ring = new Float64Array(length);
    this.firstRing = keepFirst ? new Float64Array(length) : null;
    this.chunk = chunk;
    this.chunkEnergy = new Float64Array(length / chunk);
    this.marks = Array.from({ length: count }, (_, i) => Math.floor(((i + 0.2) * expectedFrames) / count));
  }

  add(sample: number, first = 0) {
    const seen = ++this.seen;
    const length = this.ring.length;
    if (this.nextMark >= this.marks.length || seen + length < this.marks[this.nextMark]) return;
    this.ring[this.at] = sample;
    if (this.firstRing) this.firstRing[this.at] = first;
    if (++this.at === length) this.at = 0;
    // The treble's energy per chunk: a second difference, +12 dB per octave.
    const d = sample - 2 * this.prev1 + this.prev2;
    this.prev2 = this.prev1;
    this.prev1 = sample;
    this.energy += d * d;
    if ((seen & (this.chunk - 1)) !== 0) return;
    this.chunkEnergy[this.chunkAt] = this.energy;
    if (++this.chunkAt === this.chunkEnergy.length) this.chunkAt = 0;
    this.energy = 0;
    // Excerpts do not overlap: the same audio twice would count as two witnesses.
    if (seen < this.marks[this.nextMark] || seen < this.lastEnd + length || !this.steady()) return;
    const samples = new Float64Array(length);
    samples.set(this.ring.subarray(this.at), 0);
    samples.set(this.ring.subarray(0, this.at), length - this.at);
    const excerpt: Excerpt = { samples, start: seen - length };
    if (this.firstRing) {
      excerpt.first = new Float64Array(length);
      excerpt.first.set(this.firstRing.subarray(this.at), 0);
      excerpt.first.set(this.firstRing.subarray(0, this.at), length - this.at);
    }
    this.excerpts.push(excerpt);
    this.lastEnd = seen;
    this.nextMark++;
  }

  private steady() {
    if (this.shape !== 'steady') {
      // Every chunk's treble over what 16-bit rounding leaves in it (about 5e-10 per sample
      // after the second difference): the excerpt holds music to align, not rounding.
      const audible = this.audible;
      const n = this.chunkEnergy.length;
      let loudest = this.chunkEnergy[this.chunkAt];
      if (!(loudest > audible)) return false;
      for (let k = 1; k < n; k++) {
        const e = this.chunkEnergy[(this.chunkAt + k) % n];
        if (!(e > audible) || (this.shape === 'decays' && e > 10 * loudest)) return false;
        if (e > loudest) loudest = e;
      }
      return true;
    }
    let min = Infinity;
    let max = 0;
    for (const e of this.chunkEnergy) {
      if (e < min) min = e;
      if (e > max) max = e;
    }
    return min > 1e-10 && max < STEADY * min;
  }
}

/**
 * How far each value lies below the median, in robust standard deviations (1.4826 median
 * absolute deviations); all zero when the values do not differ (silence, a band cut off).
 */
export function robustDepths(values: Float64Array): Float64Array {
  const sorted = Float64Array.from(values).sort();
  const median = sorted[values.length >> 1];
  const deviations = values.map((v) => Math.abs(v - median)).sort();
  const spread = 1.4826 * deviations[values.length >> 1];
  const depth = new Float64Array(values.length);
  if (!(spread > 1e-9 * Math.abs(median) + 1e-12)) return depth;
  for (let o = 0; o < values.length; o++) depth[o] = (median - values[o]) / spread;
  return depth;
}

export function correlation(a: Float64Array, b: Float64Array): number {
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < a.length; i++) {
    ma += a[i];
    mb += b[i];
  }
  ma /= a.length;
  mb /= b.length;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += (a[i] - ma) * (b[i] - mb);
    aa += (a[i] - ma) ** 2;
    bb += (b[i] - mb) ** 2;
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}
