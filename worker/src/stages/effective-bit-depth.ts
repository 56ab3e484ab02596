/**
 * effective_bit_depth: the lowest bit any sample sets. A 24-bit file padded from 16 bits never
 * sets the bottom 8, so its depth is 16, whatever its header says.
 */
export class EffectiveBitDepth {
  #bitsOr = 0;

  /** Interleaved 32-bit samples, as the decoder sends them. */
  add(samples: Int32Array) {
    let bits = this.#bitsOr;
    for (let i = 0; i < samples.length; i++) bits |= samples[i] as number;
    this.#bitsOr = bits;
  }

  /** Every sample was zero. */
  get silent(): boolean {
    return this.#bitsOr === 0;
  }

  /** The depth the samples use, never more than the file's own; null for silence. */
  result(bitsPerSample: number | null): number | null {
    if (this.silent) return null;
    const effective = 32 - (31 - Math.clz32(this.#bitsOr & -this.#bitsOr));
    return bitsPerSample ? Math.min(effective, bitsPerSample) : effective;
  }
}
