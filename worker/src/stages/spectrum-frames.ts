import { encodeSpectrogram } from '../spectrogram-png.ts';
import { realFft } from '../spectrum.ts';

const SPECTROGRAM_COLUMNS = 800;
const SPECTROGRAM_ROWS = 256;

function fftSizeFor(rate: number) {
  let n = 4096;
  while (rate / n > 12) n *= 2;
  return n;
}

/** The long-term spectrum of the loud frames, in dB per bin, smoothed over ±40 Hz. */
export interface LongTermSpectrum {
  smooth: Float64Array;
  binHz: number;
  /** frames loud enough to count; 0 for silence */
  loudFrames: number;
}

/**
 * Hann-windowed FFT frames of the mono mix: the spectrogram picture (each row's loudest bin per
 * column) and the long-term spectrum the verdict reads.
 */
export class SpectrumFrames {
  readonly #n: number;
  readonly #bins: number;
  readonly #window: Float64Array;
  readonly #input: Float64Array;
  readonly #windowed: Float64Array;
  readonly #re: Float64Array;
  readonly #im: Float64Array;
  readonly #power: Float64Array;
  readonly #expected: number;
  readonly #picture = new Float32Array(SPECTROGRAM_COLUMNS * SPECTROGRAM_ROWS).fill(-200);
  readonly #filled = new Uint8Array(SPECTROGRAM_COLUMNS);
  #fill = 0;
  #frames = 0;
  #loud = 0;

  constructor(
    readonly rate: number,
    expectedFrames: number,
  ) {
    const n = fftSizeFor(rate);
    this.#n = n;
    this.#bins = n / 2;
    this.#window = new Float64Array(n).map((_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1)));
    this.#input = new Float64Array(n);
    this.#windowed = new Float64Array(n);
    this.#re = new Float64Array(this.#bins);
    this.#im = new Float64Array(this.#bins);
    this.#power = new Float64Array(this.#bins);
    this.#expected = Math.max(1, Math.floor(expectedFrames / n));
  }

  add(mono: number) {
    this.#input[this.#fill++] = mono;
    if (this.#fill === this.#n) {
      this.#frame();
      this.#fill = 0;
    }
  }

  /** The long-term spectrum; a file shorter than one FFT still gets a (zero-padded) one. */
  longTerm(): LongTermSpectrum {
    if (this.#frames === 0 && this.#fill > 0) {
      this.#input.fill(0, this.#fill);
      this.#frame();
    }
    const bins = this.#bins;
    const binHz = this.rate / this.#n;
    const db = new Float64Array(bins);
    const frameCount = Math.max(1, this.#loud);
    for (let k = 0; k < bins; k++) db[k] = 10 * Math.log10(this.#power[k] / frameCount + 1e-30);
    const smooth = new Float64Array(bins);
    const radius = Math.max(1, Math.round(40 / binHz));
    for (let k = 0; k < bins; k++) {
      let sum = 0;
      let count = 0;
      for (let j = Math.max(0, k - radius); j <= Math.min(bins - 1, k + radius); j++) {
        sum += db[j];
        count++;
      }
      smooth[k] = sum / count;
    }
    return { smooth, binHz, loudFrames: this.#loud };
  }

  /** The spectrogram PNG; columns the frames did not reach repeat the one before. */
  picture(): Buffer {
    const picture = this.#picture;
    const filled = this.#filled;
    for (let c = 1; c < SPECTROGRAM_COLUMNS; c++) {
      if (!filled[c] && filled[c - 1]) {
        picture.copyWithin(c * SPECTROGRAM_ROWS, (c - 1) * SPECTROGRAM_ROWS, c * SPECTROGRAM_ROWS);
        filled[c] = 1;
      }
    }
    return encodeSpectrogram(picture, SPECTROGRAM_COLUMNS, SPECTROGRAM_ROWS, this.rate);
  }

  #frame() {
    const n = this.#n;
    const bins = this.#bins;
    const input = this.#input;
    const windowed = this.#windowed;
    const re = this.#re;
    const im = this.#im;
    let energy = 0;
    for (let i = 0; i < n; i++) {
      windowed[i] = input[i] * this.#window[i];
      energy += input[i] * input[i];
    }
    realFft(windowed, re, im);
    const rms = Math.sqrt(energy / n);
    const column = Math.min(
      SPECTROGRAM_COLUMNS - 1,
      Math.floor((this.#frames * SPECTROGRAM_COLUMNS) / this.#expected),
    );
    this.#filled[column] = 1;
    const counted = rms > 1e-4; // quieter frames (fades, silence) would only blur the long-term spectrum
    if (counted) this.#loud++;
    // The picture keeps each row's loudest bin: compare powers, take one logarithm per row.
    const rowBins = bins / SPECTROGRAM_ROWS;
    const fullScale = (n / 4) * (n / 4);
    const power = this.#power;
    const picture = this.#picture;
    let row = 0;
    let rowEnd = rowBins;
    let rowMax = 0;
    for (let k = 0; k < bins; k++) {
      const p = re[k] * re[k] + im[k] * im[k];
      if (counted) power[k] += p;
      if (p > rowMax) rowMax = p;
      if (k + 1 >= rowEnd) {
        const db = 10 * Math.log10(rowMax / fullScale + 1e-20);
        const at = column * SPECTROGRAM_ROWS + row;
        if (db > picture[at]) picture[at] = db;
        row++;
        rowEnd += rowBins;
        rowMax = 0;
      }
    }
    this.#frames++;
  }
}
