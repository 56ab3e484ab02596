/**
 * MP3's quantisation, found by running MP3's own analysis filterbank over the decoded audio.
 *
 * An MP3 decoder turns quantised MDCT coefficients back into samples: 576 per granule, 18 lines
 * in each of 32 polyphase subbands. Analysed again with the encoder's filterbank (the ISO 11172-3
 * polyphase window, then an 18-line MDCT of 36 subband samples), aligned on the decoder's granule
 * grid, the decoded audio gives those coefficients back, and the ones the encoder quantised to
 * zero come back as (nearly) zero. Above 16 kHz that is most of them: scale-factor band 21 has
 * no scale factor of its own, so LAME quantises it coarsely with the global gain even where it
 * keeps the band (V0, 320 kbps without a low-pass), and leaves it sparse. At any other alignment,
 * and at every alignment of a recording, the coefficients are what the music makes them.
 *
 * So: a few short excerpts (2 granules) where the treble holds steady, each tried at all 576
 * alignments (32 polyphase phases x 18 subband-sample offsets). The score of an alignment is the
 * mean log power of the coefficients of the subbands from 16.5 kHz up (the middle 6 of their 18
 * lines, which MP3's alias-reduction butterflies leave nearly alone). Its depth is how far that
 * lies below the median of all 576, in robust standard deviations, and how far it lies below its
 * two neighbours one sample either side, likewise: the smaller of the two. A codec's alignment
 * is deep on both counts; a gate that opens on the same sample of the grid again and again is
 * sharp but not deep, an onset or a gap favours a broad run of alignments. Without a grid the
 * depths at one place of the file's 576-sample grid are about standard normal and independent
 * from excerpt to excerpt, so their sum over the square root of their number stays so too; with
 * one, every excerpt adds at the same place. Excerpts whose top band holds nothing but the
 * rounding of the decoded samples (dropped whole by the encoder, or quiet) are left out, and so
 * is an excerpt whose depths follow an earlier one's (a loop repeated sample for sample).
 *
 * Excerpts are taken where the treble has no onset, cut-off or silence within them (chunks of
 * 32 samples within 15 dB of each other), after each of 24 marks spread over the file, and
 * never overlapping. Cost: a few operations per sample while streaming; per excerpt, four FFTs of
 * 4096 points (the polyphase filters at every sample, two subbands per FFT) and about 1.1 M
 * multiply-adds for the MDCTs, about 1.5 ms.
 */

import { type Mp3Lattice, mp3Lattice } from './mp3-lattice.ts';
import { WINDOW } from './mp3-window.ts';
import { fft } from './spectrum.ts';
import { correlation, robustDepths, SteadyExcerpts } from './steady-excerpts.ts';

const GRANULE = 576;
/** Granules per excerpt: enough coefficients to tell, few enough to try 576 alignments cheaply. */
const GRANULES = 2;
/** Subband samples per phase: block starts g + 18 j (g < 18, j < GRANULES), 36 samples each. */
const FRAMES = 18 * GRANULES + 35;
/** Samples per excerpt: the last frame of the last phase ends at 31 + 32 (FRAMES - 1) + 511. */
export const EXCERPT = 32 * (FRAMES - 1) + 512 + 32;
/** Subbands scored: from 16.5 kHz (inside scale-factor band 21), this many. */
const SUBBANDS = 6;
/**
 * MDCT lines scored in each subband: the middle ones, which MP3's alias-reduction butterflies
 * (applied across subband edges to lines 0-7 and 10-17) leave alone or touch by less than -37 dB.
 */
const FIRST_LINE = 6;
/** (The scoring loop below is written out for exactly these six.) */
const LINES = 6;
/** Power added before the logarithm: far below any music and below what 16-bit rounding leaves. */
const FLOOR = 1e-14;
/**
 * A band whose typical coefficient has less than e^8 times FLOOR (16-bit rounding alone gives
 * about e^6) holds nothing to align.
 */
const INFORMATIVE = 8;
const CHUNK = 32;
const EXCERPTS = 24;

/** FFT length for the polyphase filters: holds an excerpt, so the correlation does not wrap. */
const FFT_SIZE = 4096;

interface Tables {
  firstSubband: number;
  /** Per pair of subbands: conj(G_a) + i conj(G_b), the spectra of their analysis filters. */
  pairs: { re: Float64Array; im: Float64Array }[];
  /** The MDCT's cosines for the folded block: 18 taps per line. */
  mdct: Float64Array;
}

const tablesByBand = new Map<string, Tables>();

/** MP3's subband (of 32) where scale-factor band 21 is scored by default: from 16.5 kHz. */
export const topSubband = (rate: number) => Math.ceil(16500 / (rate / 64));

/**
 * Subband k's analysis filter is the window times the matrixing cosine, C[i] cos((2k + 1)
 * (i mod 64 - 16) pi / 64), applied to the newest sample first; as a correlation with the
 * samples in order its taps run backwards. Two subbands share one complex FFT (real and
 * imaginary parts).
 */
function tablesFor(firstSubband: number): Tables {
  const cached = tablesByBand.get(String(firstSubband));
  if (cached) return cached;
  const spectrum = (k: number) => {
    const re = new Float64Array(FFT_SIZE);
    const im = new Float64Array(FFT_SIZE);
    for (let i = 0; i < 512; i++)
      re[511 - i] = WINDOW[i] * Math.cos(((2 * k + 1) * ((i % 64) - 16) * Math.PI) / 64);
    fft(re, im);
    return { re, im };
  };
  const pairs: Tables['pairs'] = [];
  for (let s = 0; s < SUBBANDS; s += 2) {
    const a = spectrum(firstSubband + s);
    const b = spectrum(firstSubband + s + 1);
    // conj(A) + i conj(B) = (A.re + B.im) + i (B.re - A.im)
    const re = new Float64Array(FFT_SIZE);
    const im = new Float64Array(FFT_SIZE);
    for (let f = 0; f < FFT_SIZE; f++) {
      re[f] = a.re[f] + b.im[f];
      im[f] = b.re[f] - a.im[f];
    }
    pairs.push({ re, im });
  }
  // cos(pi/72 (2i + 1 + 18)(2l + 1)) changes sign between taps i and 17 - i and repeats between
  // 18 + i and 35 - i, so a block folds to 18 values before the lines are taken.
  const mdct = new Float64Array(LINES * 18);
  for (let l = 0; l < LINES; l++)
    for (let i = 0; i < 9; i++) {
      const line = 2 * (FIRST_LINE + l) + 1;
      mdct[l * 18 + i] = Math.cos((Math.PI / 72) * (2 * i + 1 + 18) * line);
      mdct[l * 18 + 9 + i] = Math.cos((Math.PI / 72) * (2 * (18 + i) + 1 + 18) * line);
    }
  const tables = { firstSubband, pairs, mdct };
  tablesByBand.set(String(firstSubband), tables);
  return tables;
}

const MDCT_WINDOW = Float64Array.from({ length: 36 }, (_, i) => Math.sin((Math.PI / 36) * (i + 0.5)));

/**
 * Tries all 576 alignments of MP3's hybrid filterbank on one excerpt (EXCERPT samples, mono, full
 * scale 1) that starts at sample `start` of the file. Returns, per place of the file's 576-sample
 * grid, how far that alignment's score lies below the median of all 576 in robust standard
 * deviations; all zero when nothing tells the alignments apart (silence, a band cut off).
 */
export function alignmentDepths(
  excerpt: Float64Array,
  start: number,
  firstSubband: number,
): Float64Array | null {
  const { pairs, mdct } = tablesFor(firstSubband);
  // The subband signals at every sample: phase p, frame t is position p + 32 t.
  const positions = 32 * FRAMES;
  const xr = new Float64Array(FFT_SIZE);
  const xi = new Float64Array(FFT_SIZE);
  xr.set(excerpt.subarray(0, Math.min(excerpt.length, FFT_SIZE)));
  fft(xr, xi);
  const subbands = new Float64Array(SUBBANDS * positions);
  const zr = new Float64Array(FFT_SIZE);
  const zi = new Float64Array(FFT_SIZE);
  for (let q = 0; q < pairs.length; q++) {
    const { re, im } = pairs[q];
    // The inverse transform as the forward one of the conjugate: conj(X (conj A + i conj B)).
    for (let f = 0; f < FFT_SIZE; f++) {
      zr[f] = xr[f] * re[f] - xi[f] * im[f];
      zi[f] = -(xr[f] * im[f] + xi[f] * re[f]);
    }
    fft(zr, zi);
    const a = 2 * q * positions;
    const b = a + positions;
    for (let n = 0; n < positions; n++) {
      subbands[a + n] = zr[n] / FFT_SIZE;
      subbands[b + n] = -zi[n] / FFT_SIZE;
    }
  }
  const sub = new Float64Array(FRAMES);
  const folded = new Float64Array(18);
  const scores = new Float64Array(GRANULE);
  for (let p = 0; p < 32; p++) {
    for (let s = 0; s < SUBBANDS; s++) {
      // MP3 inverts every other sample of the odd subbands; the sign of a whole block does not
      // matter here, so the inversion can follow the frame index rather than the granule's.
      const odd = (firstSubband + s) & 1;
      const row = s * positions + p;
      for (let t = 0; t < FRAMES; t++) {
        const v = subbands[row + 32 * t];
        sub[t] = odd && t & 1 ? -v : v;
      }
      for (let g = 0; g < 18; g++) {
        let logs = 0;
        for (let j = 0; j < GRANULES; j++) {
          const block = g + 18 * j;
          const w = MDCT_WINDOW;
          for (let i = 0; i < 9; i++) {
            folded[i] = sub[block + i] * w[i] - sub[block + 17 - i] * w[17 - i];
            folded[9 + i] = sub[block + 18 + i] * w[18 + i] + sub[block + 35 - i] * w[35 - i];
          }
          // One logarithm per block: the product of its lines' powers (each at least FLOOR).
          // The six lines side by side: each folded value is read once.
          let a0 = 0;
          let a1 = 0;
          let a2 = 0;
          let a3 = 0;
          let a4 = 0;
          let a5 = 0;
          for (let i = 0; i < 18; i++) {
            const f = folded[i];
            a0 += f * mdct[i];
            a1 += f * mdct[18 + i];
            a2 += f * mdct[36 + i];
            a3 += f * mdct[54 + i];
            a4 += f * mdct[72 + i];
            a5 += f * mdct[90 + i];
          }
          logs += Math.log(
            (a0 * a0 + FLOOR) *
              (a1 * a1 + FLOOR) *
              (a2 * a2 + FLOOR) *
              (a3 * a3 + FLOOR) *
              (a4 * a4 + FLOOR) *
              (a5 * a5 + FLOOR),
          );
        }
        scores[(p + 32 * g) % GRANULE] += logs;
      }
    }
  }
  // Sharpness: a codec's alignment stands out from its neighbours one sample either side (a
  // shift of one sample turns the top subbands' phases by a quarter turn and more), while most
  // of what favours some alignments in music (an onset, a gap) favours their neighbours about as
  // much. A gate that opens on the same sample of the grid again and again is sharp too, but
  // does not lower that alignment's score much against all the others; a codec does both.
  const sharp = new Float64Array(GRANULE);
  for (let o = 0; o < GRANULE; o++)
    sharp[o] = scores[o] - (scores[(o + 1) % GRANULE] + scores[(o + GRANULE - 1) % GRANULE]) / 2;
  const plainDepth = robustDepths(scores);
  // An excerpt whose top band the encoder dropped whole (or a quiet one) holds only the
  // rounding of the decoded samples there, alike at every alignment: it says nothing.
  const typical = Float64Array.from(scores).sort()[GRANULE >> 1] / (GRANULES * SUBBANDS * LINES);
  if (typical < Math.log(FLOOR) + INFORMATIVE) return null;
  const sharpDepth = robustDepths(sharp);
  const depth = new Float64Array(GRANULE);
  // Laid out on the file's grid: alignment o of the excerpt is sample start + o of the file.
  for (let o = 0; o < GRANULE; o++) depth[(start + o) % GRANULE] = Math.min(plainDepth[o], sharpDepth[o]);
  return depth;
}

/**
 * Streams the mono mix, keeps the last EXCERPT samples, and takes an excerpt where the treble
 * holds steady after each of EXCERPTS marks spread over the expected length.
 */
export class Mp3Requantiser {
  private readonly picker: SteadyExcerpts;
  private readonly fading: SteadyExcerpts;
  private readonly rate: number;

  /** MP3 exists at 32, 44.1 and 48 kHz; only the latter two have a band above 16.5 kHz. */
  static appliesTo(rate: number) {
    return rate === 44100 || rate === 48000;
  }

  /** `stereo`: add's second argument is the first channel, kept for the lattice check. */
  constructor(rate: number, expectedFrames: number, stereo = false) {
    this.rate = rate;
    // 24 excerpts, each searched for after its mark, whatever the length: gated or sparse
    // treble leaves few stretches that say anything, and a soft take's few coded coefficients
    // show the grid only faintly in each (the bench: 4 excerpts per 10 s missed a soft piano's
    // MP3 128 most times; 12 caught it every time. 24 instead of 12 caught 4 more of the 14
    // MP3 320 and V0 misses of the tuning half; its genuine takes' deepest place stayed 3.3).
    this.picker = new SteadyExcerpts(EXCERPT, EXCERPTS, expectedFrames, CHUNK, 'steady', 20, stereo);
    // Gated or bursty treble is seldom steady for a whole excerpt, but fades after each attack.
    this.fading = new SteadyExcerpts(EXCERPT, EXCERPTS, expectedFrames, CHUNK, 'decays', 20, stereo);
  }

  /** One frame: the mono mix and, for stereo, the first channel (full scale 1). */
  add(sample: number, first = 0) {
    this.picker.add(sample, first);
    this.fading.add(sample, first);
  }

  /** MP3's quantiser lattice in the same excerpts (mp3-lattice.ts). */
  lattice(): Mp3Lattice | null {
    return mp3Lattice(this.excerpts(), this.rate);
  }

  /** The steady excerpts, and the fading ones that overlap none of them. */
  private excerpts() {
    const steady = this.picker.excerpts;
    const fading = this.fading.excerpts.filter((f) =>
      steady.every((s) => Math.abs(s.start - f.start) >= EXCERPT),
    );
    return [...steady, ...fading];
  }

  /**
   * How deep the file's best place on MP3's granule grid lies below the rest, all excerpts
   * together: the sum of their depths at each place over the square root of their number, so
   * about a standard normal per place without a grid, and growing with each excerpt with one.
   * `firstSubband`: the first of the 6 subbands scored (by default from 16.5 kHz, scale-factor
   * band 21; below a cut-off, the 6 under it).
   */
  gridDepth(firstSubband = topSubband(this.rate)): Mp3Grid {
    const total = new Float64Array(GRANULE);
    const witnesses: Float64Array[] = [];
    const bests: number[] = [];
    for (const e of this.excerpts()) {
      const depth = alignmentDepths(e.samples, e.start, firstSubband);
      if (!depth) continue;
      // The same audio again (a loop repeated sample for sample, a whole number of granules
      // long) gives the same depths everywhere and would add up like a grid: it counts once.
      // Clipped, so that a codec's one deep place does not make two excerpts look alike.
      const clipped = depth.map((v) => Math.min(v, 3));
      if (witnesses.some((w) => correlation(w, clipped) > 0.5)) continue;
      witnesses.push(clipped);
      let best = 0;
      for (let o = 1; o < GRANULE; o++) if (depth[o] > depth[best]) best = o;
      bests.push(best);
      for (let o = 0; o < GRANULE; o++) total[o] += depth[o];
    }
    const n = witnesses.length;
    let best = 0;
    for (let o = 1; o < GRANULE; o++) if (total[o] > total[best]) best = o;
    const scale = n ? 1 / Math.sqrt(n) : 0;
    return {
      depth: total[best] * scale,
      offset: best,
      excerpts: n,
      agreeing: bests.filter((b) => b === best).length,
      depths: total.map((v) => v * scale),
      firstHz: Math.round((firstSubband * this.rate) / 64),
    };
  }
}

export interface Mp3Grid {
  depth: number;
  /** The place on the file's 576-sample granule grid. */
  offset: number;
  /** Excerpts that told alignments apart, and how many of them were deepest at that place. */
  excerpts: number;
  agreeing: number;
  /** Per place of the grid. */
  depths: Float64Array;
  /** Where the scored subbands begin. */
  firstHz: number;
}
