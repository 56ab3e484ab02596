/**
 * EBU R128 / ITU-R BS.1770-4 measured as samples stream in: K-weighting (two biquads whose
 * coefficients are derived for any sample rate), 100 ms sub-blocks combined into the 400 ms
 * momentary blocks (75 % overlap) of the integrated gate and the 3 s short-term blocks of the
 * loudness range, and a 4x polyphase interpolator for the true peak. Memory: one float per
 * 100 ms of audio.
 */

function kWeighting(rate: number) {
  let f0 = 1681.974450955533;
  const G = 3.999843853973347;
  let Q = 0.7071752369554196;
  let K = Math.tan((Math.PI * f0) / rate);
  const Vh = 10 ** (G / 20);
  const Vb = Vh ** 0.4996667741545416;
  let a0 = 1 + K / Q + K * K;
  const pre = {
    b0: (Vh + (Vb * K) / Q + K * K) / a0,
    b1: (2 * (K * K - Vh)) / a0,
    b2: (Vh - (Vb * K) / Q + K * K) / a0,
    a1: (2 * (K * K - 1)) / a0,
    a2: (1 - K / Q + K * K) / a0,
  };
  f0 = 38.13547087602444;
  Q = 0.5003270373238773;
  K = Math.tan((Math.PI * f0) / rate);
  a0 = 1 + K / Q + K * K;
  const rlb = { b0: 1, b1: -2, b2: 1, a1: (2 * (K * K - 1)) / a0, a2: (1 - K / Q + K * K) / a0 };
  return { pre, rlb };
}

/** -70 to +30 LUFS in 0.1 LU bins (libebur128's histogram). */
export const LOUDNESS_HISTOGRAM_BINS = 1000;

const loudnessOf = (energy: number) => -0.691 + 10 * Math.log10(energy);

const TAPS = 12;
const HALF = TAPS / 2;

function interpolationFilters(factor: number): Float64Array[] {
  const phases: Float64Array[] = [];
  for (let p = 1; p < factor; p++) {
    const h = new Float64Array(TAPS);
    const frac = p / factor;
    for (let k = 0; k < TAPS; k++) {
      // sample x[n - HALF + 1 + k] sits at distance t from the interpolated point n + frac
      const t = k - HALF + 1 - frac;
      const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
      const w = 0.5 + 0.5 * Math.cos((Math.PI * t) / (HALF + 0.5));
      h[k] = sinc * w;
    }
    phases.push(h);
  }
  return phases;
}

export class LoudnessMeter {
  private readonly channels: number;
  private readonly weights: Float64Array;
  private readonly state: Float64Array; // per channel: 2 biquads x 2 values
  private readonly coeffs: ReturnType<typeof kWeighting>;
  private readonly subBlockFrames: number;
  private subEnergy = 0;
  private subFrames = 0;
  private readonly subBlocks: number[] = [];
  private readonly phases: Float64Array[];
  /** the largest sum of |taps| of any phase: no interpolated value exceeds it times the window's peak */
  private readonly gain: number;
  private readonly history: Float64Array[];
  /** per channel, how many frames ago a sample loud enough to raise the true peak arrived */
  private readonly sinceLoud: Int32Array;
  private historyPos = 0;
  samplePeak = 0;
  truePeak = 0;

  constructor(rate: number, channels: number) {
    this.channels = channels;
    this.weights = Float64Array.from({ length: channels }, (_, c) =>
      channels === 6 ? ([1, 1, 1, 0, 1.41, 1.41][c] as number) : 1,
    );
    this.state = new Float64Array(channels * 4);
    this.coeffs = kWeighting(rate);
    this.subBlockFrames = Math.round(rate / 10);
    const factor = rate < 96000 ? 4 : rate < 192000 ? 2 : 1;
    this.phases = interpolationFilters(factor);
    this.gain = Math.max(1, ...this.phases.map((h) => h.reduce((sum, v) => sum + Math.abs(v), 0)));
    this.history = Array.from({ length: channels }, () => new Float64Array(TAPS * 2));
    this.sinceLoud = new Int32Array(channels).fill(TAPS);
  }

  /** Interleaved 32-bit samples (full scale = 2^31), as the decoder sends them. */
  addSamples(samples: Int32Array) {
    const { pre, rlb } = this.coeffs;
    const s = this.state;
    const channels = this.channels;
    const frames = Math.floor(samples.length / channels);
    const scale = 1 / 2147483648;
    for (let f = 0; f < frames; f++) {
      let energy = 0;
      const pos = this.historyPos;
      // Interpolating costs 3 x 12 multiplies per sample; it is only done where the window holds a
      // sample loud enough that the interpolated value could beat the true peak found so far.
      const loudEnough = this.truePeak / this.gain;
      for (let c = 0; c < channels; c++) {
        const x = samples[f * channels + c] * scale;
        const ax = x < 0 ? -x : x;
        if (ax > this.samplePeak) this.samplePeak = ax;
        const o = c * 4;
        const y1 = pre.b0 * x + s[o];
        s[o] = pre.b1 * x - pre.a1 * y1 + s[o + 1];
        s[o + 1] = pre.b2 * x - pre.a2 * y1;
        const y2 = rlb.b0 * y1 + s[o + 2];
        s[o + 2] = rlb.b1 * y1 - rlb.a1 * y2 + s[o + 3];
        s[o + 3] = rlb.b2 * y1 - rlb.a2 * y2;
        energy += this.weights[c] * y2 * y2;

        // History is written twice (pos and pos + TAPS) so a window is one contiguous read.
        const h = this.history[c];
        h[pos] = x;
        h[pos + TAPS] = x;
        if (ax > this.truePeak) this.truePeak = ax;
        if (ax >= loudEnough) this.sinceLoud[c] = 0;
        else if (this.sinceLoud[c] < TAPS) this.sinceLoud[c]++;
        if (this.sinceLoud[c] >= TAPS) continue;
        const start = pos + 1;
        for (let p = 0; p < this.phases.length; p++) {
          const phase = this.phases[p];
          let acc = 0;
          for (let k = 0; k < TAPS; k++) acc += phase[k] * h[start + k];
          const a = acc < 0 ? -acc : acc;
          if (a > this.truePeak) this.truePeak = a;
        }
      }
      this.historyPos = (pos + 1) % TAPS;
      this.subEnergy += energy;
      if (++this.subFrames === this.subBlockFrames) {
        this.subBlocks.push(this.subEnergy / this.subBlockFrames);
        this.subEnergy = 0;
        this.subFrames = 0;
      }
    }
  }

  private blocks(length: number): number[] {
    const out: number[] = [];
    for (let i = 0; i + length <= this.subBlocks.length; i++) {
      let sum = 0;
      for (let j = 0; j < length; j++) sum += this.subBlocks[i + j];
      out.push(sum / length);
    }
    return out;
  }

  /**
   * How many 400 ms blocks fell in each 0.1 LU bin from the absolute gate (-70 LUFS) up to
   * +30 LUFS, as libebur128's histogram mode keeps them: what an album's integrated loudness is
   * measured from, gates and all, without the tracks' blocks (the database sums the tracks' bins,
   * see LOUDNESS_HISTOGRAM_BINS in the release loudness migration).
   */
  histogram(): number[] {
    const bins = new Array<number>(LOUDNESS_HISTOGRAM_BINS).fill(0);
    for (const e of this.blocks(4)) {
      const bin = Math.floor((loudnessOf(e) + 70) * 10);
      if (e > 0 && bin >= 0) bins[Math.min(bin, LOUDNESS_HISTOGRAM_BINS - 1)]++;
    }
    return bins;
  }

  /** Integrated loudness (LUFS), null when everything is below the absolute gate (silence, < 0.4 s). */
  integrated(): number | null {
    const loud = loudnessOf;
    const blocks = this.blocks(4).filter((e) => e > 0 && loud(e) > -70);
    if (blocks.length === 0) return null;
    const mean = blocks.reduce((a, b) => a + b, 0) / blocks.length;
    const gated = blocks.filter((e) => loud(e) > loud(mean) - 10);
    return loud(gated.reduce((a, b) => a + b, 0) / gated.length);
  }

  /** Loudness range (LU, EBU Tech 3342): 10th to 95th percentile of gated short-term loudness. */
  range(): number | null {
    const loud = loudnessOf;
    const blocks = this.blocks(30).filter((e) => e > 0 && loud(e) > -70);
    if (blocks.length === 0) return null;
    const mean = blocks.reduce((a, b) => a + b, 0) / blocks.length;
    const values = blocks
      .filter((e) => loud(e) > loud(mean) - 20)
      .map(loud)
      .sort((a, b) => a - b);
    const at = (q: number) => values[Math.min(values.length - 1, Math.round((values.length - 1) * q))];
    return at(0.95) - at(0.1);
  }
}
