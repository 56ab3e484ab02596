const WAVEFORM_POINTS = 3200; // two points per pixel at 1600 px

/**
 * The player's waveform: min and max of the mono mix per pixel, 8-bit, in audiowaveform's JSON
 * (version 2). Sized from the header's frame count; a header that lied about the duration
 * halves the resolution rather than let the peaks grow with the file.
 */
export class WaveformPeaks {
  #spp: number;
  #data: number[] = [];
  #min = 0;
  #max = 0;
  #count = 0;

  constructor(expectedFrames: number) {
    this.#spp = Math.max(1, Math.floor(expectedFrames / WAVEFORM_POINTS));
  }

  add(mono: number) {
    if (this.#count === 0 || mono < this.#min) this.#min = mono;
    if (this.#count === 0 || mono > this.#max) this.#max = mono;
    if (++this.#count === this.#spp) {
      this.#push();
      if (this.#data.length >= 4 * WAVEFORM_POINTS) this.#halve();
    }
  }

  /** audiowaveform's JSON for the frames added. */
  result(rate: number) {
    if (this.#count > 0) this.#push();
    const data = this.#data;
    return {
      version: 2,
      channels: 1,
      sample_rate: rate,
      samples_per_pixel: this.#spp,
      bits: 8,
      length: data.length / 2,
      data,
    };
  }

  #push() {
    this.#data.push(Math.max(-128, Math.round(this.#min * 128)), Math.min(127, Math.round(this.#max * 128)));
    this.#count = 0;
  }

  #halve() {
    const data = this.#data;
    for (let i = 0; i < data.length / 4; i++) {
      data[2 * i] = Math.min(data[4 * i], data[4 * i + 2]);
      data[2 * i + 1] = Math.max(data[4 * i + 1], data[4 * i + 3]);
    }
    data.length /= 2;
    this.#spp *= 2;
  }
}
