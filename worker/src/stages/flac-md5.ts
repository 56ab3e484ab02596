import { createHash, type Hash } from 'node:crypto';

/**
 * Checks the decoded samples against the MD5 the encoder stored: the samples as the encoder saw
 * them, little-endian in whole bytes of the file's depth (the decoder hands them over in 32 bits).
 */
export class FlacMd5Check {
  readonly #hash: Hash;
  readonly #bytes: number;
  readonly #shift: number;

  /** `bitDepth` and `md5` as STREAMINFO gives them (readStreamInfo of the upload probe). */
  constructor(
    bitDepth: number,
    readonly md5: string,
  ) {
    this.#hash = createHash('md5');
    this.#bytes = Math.ceil(bitDepth / 8);
    this.#shift = 32 - bitDepth;
  }

  add(samples: Int32Array) {
    const bytes = Buffer.allocUnsafe(samples.length * this.#bytes);
    let o = 0;
    for (let i = 0; i < samples.length; i++) {
      const v = samples[i] >> this.#shift;
      for (let b = 0; b < this.#bytes; b++) bytes[o++] = (v >> (8 * b)) & 255;
    }
    this.#hash.update(bytes);
  }

  matches(): boolean {
    return this.#hash.digest('hex') === this.md5;
  }
}
