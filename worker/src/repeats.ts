/**
 * Which blocks of a file are the same audio again, sample for sample, on a 576-sample grid: a DAW's
 * loop repeated without change, whose bar is a whole number of MP3 granules (125 BPM at 48 kHz,
 * 114.84375 or 122.5 BPM at 44.1 kHz). Each block of 576 frames is hashed; a block whose hash
 * was seen before is a repeat. Decoded lossy audio is not repeated bit for bit (the encoder's
 * state differs from pass to pass), and digital silence does not count either way.
 *
 * The granule check reads such a file's repeats as a grid: rows at the same place of the loop
 * have the same pattern, so their mean does not shrink with their number. It counts each
 * block's row once: the rows of repeated blocks are left out. (LAME turns such a loop into
 * decoded audio that repeats bit for bit too, so its MP3 gets one pass of the loop's evidence.)
 */

const BLOCK = 576;
/** Hashes kept at most (about 2 hours at 48 kHz); later blocks are only looked up. */
const MAX_KEPT = 600_000;
/** Recent blocks whose repeat flag is kept for lookup. */
const RECENT = 64;

export class SampleRepeats {
  private readonly seen = new Set<number>();
  private hash = 0x811c9dc5;
  private silent = true;
  private inBlock = 0;
  private blocks = 0;
  private repeats = 0;
  private readonly recent = new Uint8Array(RECENT);
  private index = 0;

  /** One frame: the sum of its channels' integer samples. */
  add(frame: number) {
    if (frame !== 0) this.silent = false;
    // FNV-style mixing of the frame's value modulo 2^32 (a sum of channels may exceed 32 bits;
    // two blocks that differ only there are not worth telling apart).
    this.hash = Math.imul(this.hash ^ (frame | 0), 0x01000193);
    if (++this.inBlock < BLOCK) return;
    let repeat = 0;
    if (!this.silent) {
      this.blocks++;
      if (this.seen.has(this.hash)) repeat = 1;
      else if (this.seen.size < MAX_KEPT) this.seen.add(this.hash);
      this.repeats += repeat;
    }
    this.recent[this.index++ % RECENT] = repeat;
    this.hash = 0x811c9dc5;
    this.silent = true;
    this.inBlock = 0;
  }

  /** Whether block b (frames 576 b .. 576 b + 575), one of the last 64, repeats an earlier one. */
  repeated(block: number): boolean {
    return block < this.index && block >= this.index - RECENT && this.recent[block % RECENT] === 1;
  }

  /** The share of non-silent blocks that repeat an earlier one. */
  share(): number {
    return this.blocks ? this.repeats / this.blocks : 0;
  }
}
