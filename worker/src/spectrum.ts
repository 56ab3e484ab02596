const twiddles = new Map<number, { cos: Float64Array; sin: Float64Array }>();

/** cos and sin of -2 pi k / n for k < n / 2, computed once per size. */
function twiddlesFor(n: number) {
  let t = twiddles.get(n);
  if (!t) {
    const cos = new Float64Array(n / 2);
    const sin = new Float64Array(n / 2);
    for (let k = 0; k < n / 2; k++) {
      cos[k] = Math.cos((-2 * Math.PI * k) / n);
      sin[k] = Math.sin((-2 * Math.PI * k) / n);
    }
    t = { cos, sin };
    twiddles.set(n, t);
  }
  return t;
}

const reversals = new Map<number, Uint32Array>();

/** The pairs (i, j), i < j, that bit reversal swaps, computed once per size. */
function reversalsFor(n: number) {
  let swaps = reversals.get(n);
  if (!swaps) {
    const pairs: number[] = [];
    for (let i = 1, j = 0; i < n; i++) {
      let bit = n >> 1;
      for (; j & bit; bit >>= 1) j ^= bit;
      j ^= bit;
      if (i < j) pairs.push(i, j);
    }
    swaps = Uint32Array.from(pairs);
    reversals.set(n, swaps);
  }
  return swaps;
}

/** Radix-2 FFT in place (re, im), n a power of two. */
export function fft(re: Float64Array, im: Float64Array) {
  const n = re.length;
  const swaps = reversalsFor(n);
  for (let s = 0; s < swaps.length; s += 2) {
    const i = swaps[s];
    const j = swaps[s + 1];
    let t = re[i];
    re[i] = re[j];
    re[j] = t;
    t = im[i];
    im[i] = im[j];
    im[j] = t;
  }
  // Twiddles from a table: exact to the last bit, and no complex multiply per butterfly to
  // advance them. Each twiddle is read once per stage, its butterflies in the inner loop.
  const { cos, sin } = twiddlesFor(n);
  for (let len = 2; len <= n; len <<= 1) {
    const half = len >> 1;
    const step = n / len;
    for (let k = 0, w = 0; k < half; k++, w += step) {
      const cr = cos[w];
      const ci = sin[w];
      for (let a = k; a < n; a += len) {
        const b = a + half;
        const tr = re[b] * cr - im[b] * ci;
        const ti = re[b] * ci + im[b] * cr;
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] += tr;
        im[a] += ti;
      }
    }
  }
}

/**
 * The spectrum of n real samples, bins 0 .. n/2 - 1 into re and im (each n/2 long), by one
 * complex FFT of n/2 points: even samples as the real part, odd ones as the imaginary, the two
 * spectra then taken apart by symmetry. Half the work of a complex FFT of n points.
 */
export function realFft(input: Float64Array, re: Float64Array, im: Float64Array) {
  const half = input.length >> 1;
  for (let k = 0; k < half; k++) {
    re[k] = input[2 * k];
    im[k] = input[2 * k + 1];
  }
  fft(re, im);
  const { cos, sin } = twiddlesFor(input.length);
  // Bin 0 (and n/2, which is not kept): the sum of the even and odd samples' DC.
  re[0] = re[0] + im[0];
  im[0] = 0;
  for (let k = 1, j = half - 1; k <= j; k++, j--) {
    // E = (Z[k] + conj Z[j]) / 2, O = (Z[k] - conj Z[j]) / 2i, X[k] = E + W^k O; likewise for j.
    const zr = re[k];
    const zi = im[k];
    const yr = re[j];
    const yi = im[j];
    const er = (zr + yr) / 2;
    const ei = (zi - yi) / 2;
    const or = (zi + yi) / 2;
    const oi = (yr - zr) / 2;
    re[k] = er + cos[k] * or - sin[k] * oi;
    im[k] = ei + cos[k] * oi + sin[k] * or;
    if (j !== k) {
      // For bin j: E_j = conj E_k, O_j = conj O_k, and W^j = -conj W^k.
      re[j] = er - cos[k] * or + sin[k] * oi;
      im[j] = -ei + cos[k] * oi + sin[k] * or;
    }
  }
}

export interface Cliff {
  /** Hz where the content ends. */
  hz: number;
  /** dB between the content just below and the most that remains above. */
  dropDb: number;
}

/**
 * The highest steep cliff in a long-term spectrum (dB per bin): content within the 1 kHz below
 * the candidate at least minDrop dB above everything from 250 Hz above it to the top, and that
 * region flat at the spectrum's floor. Lossy encoders and resamplers low-pass with brick-wall
 * filters and leave only the quantisation floor above; instruments, rooms and microphones roll
 * off over octaves into the recording's hiss, so a natural top end never drops that far that fast.
 */
export function findCliff(
  db: Float64Array,
  binHz: number,
  fromHz: number,
  toHz: number,
  minDrop = 12,
): Cliff | null {
  const n = db.length;
  const gap = Math.max(1, Math.round(250 / binHz));
  const below = Math.max(2, Math.round(1000 / binHz));
  const guard = Math.max(1, Math.round(150 / binHz));
  const lo = Math.max(below * 3, Math.round(fromHz / binHz));
  const hi = Math.min(n - 1 - guard - gap - 2, Math.round(toHz / binHz));
  // The floor: a low percentile rather than the minimum, which one deep notch would set.
  const band = Array.from(db.subarray(lo, n - guard)).sort((a, b) => a - b);
  const floor = band[Math.floor(band.length * 0.2)] ?? -Infinity;
  // Running max from the top, so "the most that remains above" is O(1) per candidate.
  const maxAbove = new Float64Array(n + 1).fill(-Infinity);
  for (let k = n - 1 - guard; k >= 0; k--) maxAbove[k] = Math.max(maxAbove[k + 1], db[k]);
  for (let k = hi; k >= lo; k--) {
    const above = maxAbove[k + gap];
    let sum = 0;
    for (let j = k - below; j < k; j++) sum += db[j];
    const content = sum / below;
    // Above a clean cliff lies only the floor. Some encoders (AAC) let quiet passages through
    // above their cut-off, which leaves a residue over the floor: that still counts when the
    // drop is twice as deep, which no natural roll-off makes within 250 Hz.
    const clean = above <= floor + 6;
    if (content - above >= (clean ? minDrop : 2 * minDrop)) {
      // The edge: the highest bin still within 6 dB of the content 2 kHz below the candidate.
      const ref = db[Math.max(0, k - Math.round(2000 / binHz))];
      let edge = k + gap;
      while (edge > k - below && db[edge] < ref - 6) edge--;
      return { hz: Math.round(edge * binHz), dropDb: content - above };
    }
  }
  return null;
}
