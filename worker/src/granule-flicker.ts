/**
 * MP3's frame grid in the top band. LAME codes the audio in granules of 576 samples and, at
 * high bit rates with no low-pass (V0, 320 without --lowpass), decides granule by granule whether
 * scale-factor band 21 (16 kHz to Nyquist) is worth its bits; where it is not, the band is
 * zeroed. Decoded, the top band's share of the treble then dips on a 576-sample grid, while in a
 * recording it follows the music, which has no reason to keep step with that grid.
 *
 * Measured: the top band (above 16.5 kHz) over the treble just below it (11–15.5 kHz), as a log
 * ratio per 32-sample chunk, so a hi-hat or a fade, which lights or dims both alike, cancels. The
 * ratios are folded on the 576-sample period (18 chunks per row, each row's mean removed) and the
 * fold's profile is tested against the spread of the rows. A real grid's strength grows in
 * proportion to the length; without one it stays a chi-squared variable of 2 degrees of freedom.
 * The analysis grid need not be aligned with the encoder's: the fundamental's phase absorbs it.
 */

const CHUNK = 32;
const PERIOD = 576 / CHUNK;
/** Below this many granules (~2.6 s at 44.1 kHz) the fold says too little to be trusted. */
const MIN_ROWS = 200;

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

  step(input: number): number {
    const c = this.c;
    const s = this.s;
    let x = input;
    for (let i = 0, j = 0; i < c.length; i += 5, j += 4) {
      const y = c[i] * x + c[i + 1] * s[j] + c[i + 2] * s[j + 1] - c[i + 3] * s[j + 2] - c[i + 4] * s[j + 3];
      s[j + 1] = s[j];
      s[j] = x;
      s[j + 3] = s[j + 2];
      s[j + 2] = y;
      x = y;
    }
    return x;
  }
}

export class GranuleFlicker {
  private readonly top: Cascade;
  private readonly treble: Cascade;
  private topEnergy = 0;
  private trebleEnergy = 0;
  private inChunk = 0;
  private readonly row = new Float64Array(PERIOD);
  private inRow = 0;
  private rows = 0;
  private readonly slotSum = new Float64Array(PERIOD);
  private sumSq = 0;

  /** MP3 exists at 32, 44.1 and 48 kHz; only the latter two have a band above 16 kHz. */
  static appliesTo(rate: number) {
    return rate === 44100 || rate === 48000;
  }

  constructor(rate: number) {
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
    const top = this.top.step(sample);
    const treble = this.treble.step(sample);
    this.topEnergy += top * top;
    this.trebleEnergy += treble * treble;
    if (++this.inChunk < CHUNK) return;
    // The tiny constant keeps digital silence (both bands zero) at a steady ratio of 1.
    this.row[this.inRow] = Math.log((this.topEnergy + 1e-12) / (this.trebleEnergy + 1e-12));
    this.inChunk = 0;
    this.topEnergy = 0;
    this.trebleEnergy = 0;
    if (++this.inRow < PERIOD) return;
    this.inRow = 0;
    let mean = 0;
    for (let s = 0; s < PERIOD; s++) mean += this.row[s];
    mean /= PERIOD;
    for (let s = 0; s < PERIOD; s++) {
      const d = this.row[s] - mean;
      this.slotSum[s] += d;
      this.sumSq += d * d;
    }
    this.rows++;
  }

  /**
   * How strongly the top band keeps step with a 576-sample grid: the fold's fundamental (one
   * cycle per granule) against the spread of the rows, chi-squared with 2 degrees of freedom
   * when there is no grid (above 40 with a chance of 2e-9); null when too short to tell. Only the
   * fundamental, since a codec's dip spans the granule while structure on finer grids (a DAW's
   * 64..1024-sample processing blocks all fold onto a 64-sample pattern) lands in higher ones.
   */
  gridStrength(): number | null {
    if (this.rows < MIN_ROWS) return null;
    let re = 0;
    let im = 0;
    let profileSq = 0;
    for (let s = 0; s < PERIOD; s++) {
      const mean = this.slotSum[s] / this.rows;
      profileSq += mean * mean;
      re += mean * Math.cos((2 * Math.PI * s) / PERIOD);
      im -= mean * Math.sin((2 * Math.PI * s) / PERIOD);
    }
    const variance = (this.sumSq - this.rows * profileSq) / (this.rows * PERIOD);
    if (!(variance > 0)) return null;
    return ((re * re + im * im) * this.rows) / ((PERIOD / 2) * variance);
  }
}
