/**
 * The batch's sending speed, for the line beside Uppy's status bar (which shows bytes and time
 * left but not speed). Sampled about once a second and smoothed, so one slow chunk does not make
 * the figure jump.
 */

/** How much of the last figure a sample keeps after one second (a half-life of about 2 s). */
const KEEP_PER_SECOND = 0.7;

export class SpeedMeter {
  #last: { bytes: number; at: number } | null = null;
  #speed: number | null = null;

  /** Takes the bytes on their way at `at` ms; answers bytes per second, or null when nothing is sent. */
  sample(bytes: number | null, at: number): number | null {
    const last = this.#last;
    this.#last = bytes === null ? null : { bytes, at };
    // Nothing on its way, or a file left the batch (fewer bytes than before): start again.
    if (bytes === null || !last || bytes < last.bytes || at <= last.at) {
      if (bytes === null || (last && bytes < last.bytes)) this.#speed = null;
      return this.#speed;
    }
    const seconds = (at - last.at) / 1000;
    const now = (bytes - last.bytes) / seconds;
    const keep = KEEP_PER_SECOND ** seconds;
    this.#speed = this.#speed === null ? now : keep * this.#speed + (1 - keep) * now;
    return this.#speed;
  }
}

/** "83.2 MB/s", in the decimal megabytes a connection's speed is sold in. */
export function formatSpeed(bytesPerSecond: number): string {
  if (bytesPerSecond >= 1e6) return `${(bytesPerSecond / 1e6).toFixed(1)} MB/s`;
  return `${Math.round(bytesPerSecond / 1e3)} kB/s`;
}
