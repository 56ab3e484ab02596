/**
 * MP3's frame grid in the top band. LAME codes the audio in granules of 576 samples and, at
 * high bit rates with no low-pass (V0, 320 without --lowpass), decides granule by granule whether
 * scale-factor band 21 (16 kHz to Nyquist) is worth its bits; where it is not, the band is
 * zeroed. Decoded, the top band's share of the treble then dips on a 576-sample grid, while in a
 * recording it follows the music, which has no reason to keep step with that grid.
 *
 * Measured: the top band (above 16.5 kHz) over the treble just below it (11–15.5 kHz), as a log
 * ratio per 32-sample chunk, so a hi-hat or a fade, which lights or dims both alike, cancels.
 * Each chunk's ratio less the mean of the 18 around it (a full grid period, so a trend drops out
 * and a grid pattern stays) is laid out in rows of 576 samples, and each row's fundamental (one
 * cycle per row) taken. A real grid gives the rows' fundamentals a common direction; without one
 * they point anywhere, and the squared length of their mean against their spread (Hotelling's
 * T², chi-squared with 2 degrees of freedom) stays small, while a grid's grows with the length.
 * The analysis grid need not be aligned with the encoder's: the common phase absorbs the offset.
 *
 * Music moves the ratio at onsets and cut-offs (a hi-hat over silence, a gated note), and
 * quantised loops put those on fixed sample grids: at 48 kHz and 125 BPM every 16th note falls
 * 10 granules after the last. So rows near a sudden change of the energy above 11 kHz (13 dB
 * within 128 samples) are left out, as are rows of digital silence, where the ratio means nothing.
 */

import type { SampleRepeats } from './repeats.ts';

const CHUNK = 32;
const PERIOD = 576 / CHUNK;
/** Fewer clean rows than this (~1.3 s at 44.1 kHz) say too little to be trusted. */
const MIN_ROWS = 100;
/** ln of the energy step that counts as an onset or cut-off: 3 ≈ 13 dB. */
const STEP = 3;
/** Energy of a 32-sample chunk (full scale 1) below which the band is digital silence. */
const SILENT = 1e-10;
const RING = 128;
const MASK = RING - 1;
const COS = Float64Array.from({ length: PERIOD }, (_, s) => Math.cos((2 * Math.PI * s) / PERIOD));
const SIN = Float64Array.from({ length: PERIOD }, (_, s) => Math.sin((2 * Math.PI * s) / PERIOD));

/**
 * Butterworth sections (RBJ biquads, bilinear, prewarped at f0, Q from the pole angles) in one
 * flat cascade: five coefficients and four state values per section, so the per-sample loop
 * touches only typed arrays.
 */
class Cascade {
  private readonly c: Float64Array;
  private readonly s: Float64Array;

  constructor(sections: { kind: 'lowpass' | 'highpass'; f0: number; order: number }[], rate: number) {
    const coefficients: number[] = [];
    for (const { kind, f0, order } of sections) {
      for (let k = 0; k < order / 2; k++) {
        const q = 1 / (2 * Math.cos((Math.PI * (2 * k + 1)) / (2 * order)));
        const w = (2 * Math.PI * f0) / rate;
        const alpha = Math.sin(w) / (2 * q);
        const cos = Math.cos(w);
        const a0 = 1 + alpha;
        const edge = (kind === 'lowpass' ? 1 - cos : 1 + cos) / 2;
        coefficients.push(edge / a0, ((kind === 'lowpass' ? 2 : -2) * edge) / a0, edge / a0);
        coefficients.push((-2 * cos) / a0, (1 - alpha) / a0);
      }
    }
    this.c = Float64Array.from(coefficients);
    this.s = new Float64Array((coefficients.length / 5) * 4);
  }

  /**
   * Filters `block` in place and returns the energy of the result. Section by section over the
   * whole block, with coefficients and state in locals: the same arithmetic as sample by sample
   * through every section, in a fraction of the time.
   */
  filterEnergy(block: Float64Array): number {
    const c = this.c;
    const s = this.s;
    const n = block.length;
    for (let i = 0, j = 0; i < c.length; i += 5, j += 4) {
      const b0 = c[i];
      const b1 = c[i + 1];
      const b2 = c[i + 2];
      const a1 = c[i + 3];
      const a2 = c[i + 4];
      let x1 = s[j];
      let x2 = s[j + 1];
      let y1 = s[j + 2];
      let y2 = s[j + 3];
      for (let k = 0; k < n; k++) {
        const x = block[k];
        const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
        x2 = x1;
        x1 = x;
        y2 = y1;
        y1 = y;
        block[k] = y;
      }
      s[j] = x1;
      s[j + 1] = x2;
      s[j + 2] = y1;
      s[j + 3] = y2;
    }
    let energy = 0;
    for (let k = 0; k < n; k++) energy += block[k] * block[k];
    return energy;
  }
}

export class GranuleFlicker {
  private readonly top: Cascade;
  private readonly treble: Cascade;
  private inChunk = 0;
  /** The chunk's samples as they came, and a copy each filter works on in place. */
  private readonly input = new Float64Array(CHUNK);
  private readonly block = new Float64Array(CHUNK);
  /** Chunks seen so far; rings of each chunk's log ratio, energy above 11 kHz and onset flag. */
  private chunks = 0;
  private readonly ratio = new Float64Array(RING);
  private readonly energy = new Float64Array(RING);
  private readonly step = new Uint8Array(RING);
  private rows = 0;
  private sumRe = 0;
  private sumIm = 0;
  private sumSq = 0;
  /** The last counted row's fundamental, and the sums over pairs of neighbouring counted rows. */
  private lastRow = -2;
  private lastRe = 0;
  private lastIm = 0;
  private pairs = 0;
  private sumPair = 0;

  /** MP3 exists at 32, 44.1 and 48 kHz; only the latter two have a band above 16 kHz. */
  static appliesTo(rate: number) {
    return rate === 44100 || rate === 48000;
  }

  /** Rows whose block repeats an earlier one sample for sample say nothing new: left out. */
  private readonly repeats: SampleRepeats | null;

  constructor(rate: number, repeats: SampleRepeats | null = null) {
    this.repeats = repeats;
    this.top = new Cascade([{ kind: 'highpass', f0: 16500, order: 8 }], rate);
    this.treble = new Cascade(
      [
        { kind: 'highpass', f0: 11000, order: 4 },
        { kind: 'lowpass', f0: 15500, order: 4 },
      ],
      rate,
    );
  }

  add(sample: number) {
    this.input[this.inChunk] = sample;
    if (++this.inChunk < CHUNK) return;
    this.inChunk = 0;
    this.block.set(this.input);
    const topEnergy = this.top.filterEnergy(this.block);
    this.block.set(this.input);
    const trebleEnergy = this.treble.filterEnergy(this.block);
    const t = this.chunks++;
    this.ratio[t & MASK] = Math.log((topEnergy + 1e-12) / (trebleEnergy + 1e-12));
    this.energy[t & MASK] = topEnergy + trebleEnergy;
    // An onset or cut-off at chunk e: the 4 chunks from e against the 4 before, once both are in.
    const e = t - 3;
    if (e >= 4) {
      let before = 0;
      let after = 0;
      for (let i = 0; i < 4; i++) {
        before += this.energy[(e - 4 + i) & MASK];
        after += this.energy[(e + i) & MASK];
      }
      this.step[e & MASK] = Math.abs(Math.log((after + 1e-10) / (before + 1e-10))) > STEP ? 1 : 0;
    }
    // Row r (chunks 18r..18r+17) needs the ratios 9 chunks either side for its means, and the
    // onset flags 10 before to 10 after; the last of those flags is set once chunk 18r+30 is in.
    if (t >= 30 + PERIOD && (t - 30) % PERIOD === 0) this.row((t - 30) / PERIOD);
  }

  private row(r: number) {
    if (this.repeats?.repeated(r)) return;
    const first = r * PERIOD;
    for (let c = first - 10; c < first + PERIOD + 10; c++) if (this.step[c & MASK]) return;
    for (let c = first; c < first + PERIOD; c++) if (this.energy[c & MASK] < SILENT) return;
    let re = 0;
    let im = 0;
    for (let s = 0; s < PERIOD; s++) {
      const c = first + s;
      let around = 0;
      for (let j = c - 9; j < c + 9; j++) around += this.ratio[j & MASK];
      const d = this.ratio[c & MASK] - around / PERIOD;
      re += d * COS[s];
      im -= d * SIN[s];
    }
    this.sumRe += re;
    this.sumIm += im;
    this.sumSq += re * re + im * im;
    this.rows++;
    if (this.lastRow === r - 1) {
      this.sumPair += re * this.lastRe + im * this.lastIm;
      this.pairs++;
    }
    this.lastRow = r;
    this.lastRe = re;
    this.lastIm = im;
  }

  /**
   * How strongly the top band keeps step with a 576-sample grid: Hotelling's T² of the rows'
   * fundamentals, chi-squared with 2 degrees of freedom when there is no grid (above 30 with a
   * chance of 3e-7); null when too few clean rows to tell. Only the fundamental, since a codec's
   * dip spans the granule while structure on finer grids (a DAW's 64..1024-sample processing
   * blocks all fold onto a 64-sample pattern) lands in the higher ones.
   */
  gridStrength(): number | null {
    if (this.rows < MIN_ROWS) return null;
    const meanRe = this.sumRe / this.rows;
    const meanIm = this.sumIm / this.rows;
    const meanSq = meanRe * meanRe + meanIm * meanIm;
    const spread = (this.sumSq - this.rows * meanSq) / (this.rows - 1);
    // Neighbouring rows share chunks through the 18-chunk means, so their fundamentals are
    // correlated: the mean's spread counts that covariance too (Newey–West, lag 1).
    const lag1 = this.pairs > 0 ? Math.max(0, this.sumPair / this.pairs - meanSq) : 0;
    const meanSpread = spread + (2 * lag1 * this.pairs) / this.rows;
    if (!(meanSpread > 0)) return null;
    return (2 * this.rows * meanSq) / meanSpread;
  }
}
