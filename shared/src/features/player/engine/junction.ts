/**
 * Gapless: the moment to start the next track. Timers are late by a few ms (more on a busy
 * machine), so the wait is cut into steps that re-read the element's clock, and the last few
 * milliseconds are waited out on the performance clock, once per track change.
 */

/**
 * Started this long before the current track's end, the next element's first samples reach the
 * audio graph as the last ones of the current track leave it (Chromium's media pipeline needs
 * about this to start; `pnpm bench:gapless` measures the gap that remains).
 */
export const START_LEAD_MS = 5;

/** Below this many ms left, stop sleeping and wait on the clock (timers are not finer). */
const SPIN_BELOW_MS = 20;

export interface Clocked {
  currentTime: number;
  duration: number;
  playbackRate: number;
  paused: boolean;
}

/** Milliseconds until `media` reaches its end at its current rate, less `leadMs` (NaN if unknown). */
export function msUntilEnd(media: Clocked, leadMs = START_LEAD_MS): number {
  const rate = media.playbackRate > 0 ? media.playbackRate : 1;
  return ((media.duration - media.currentTime) * 1000) / rate - leadMs;
}

/** Calls `start` when `media` is `leadMs` from its end, unless aborted or paused first. */
export function scheduleJunction(
  media: Clocked,
  start: () => void,
  signal: AbortSignal,
  leadMs = START_LEAD_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    if (signal.aborted || media.paused) return;
    const left = msUntilEnd(media, leadMs);
    if (!Number.isFinite(left)) return;
    if (left > SPIN_BELOW_MS) {
      timer = setTimeout(step, Math.min(250, left - SPIN_BELOW_MS / 2));
      return;
    }
    const at = performance.now() + Math.max(0, left);
    while (performance.now() < at) {
      // the last few ms: a timer could not land this close
    }
    start();
  };
  signal.addEventListener('abort', () => clearTimeout(timer));
  step();
}
