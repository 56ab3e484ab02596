import { createHash, type Hash } from 'node:crypto';

/** STREAMINFO of a FLAC file: bits per sample and the MD5 of the decoded audio (null when unset). */
export interface FlacStreamInfo {
  bits: number;
  md5: string | null;
}

/**
 * Checks the decoded samples against the MD5 the encoder stored: the samples as the encoder saw
 * them, little-endian in whole bytes of the file's depth (the decoder hands them over in 32 bits).
 */
export class FlacMd5Check {
  readonly #hash: Hash;
  readonly #bytes: number;
  readonly #shift: number;

  constructor(readonly info: FlacStreamInfo & { md5: string }) {
    this.#hash = createHash('md5');
    this.#bytes = Math.ceil(info.bits / 8);
    this.#shift = 32 - info.bits;
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
    return this.#hash.digest('hex') === this.info.md5;
  }
}
