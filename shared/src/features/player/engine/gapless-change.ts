/**
 * Gapless (mf-player/README.md#gapless): while one element plays, the next track of the queue is
 * put on the spare element PRELOAD_AHEAD_S before the end, and started at the end (junction.ts).
 */
import { playableAudioUrl } from '../../../data/storage/playable-audio-url.ts';
import type { PlayerTrack } from '../../../state/player/player-track.ts';
import { scheduleJunction } from './junction.ts';

/** The next track is fetched this long before the current one ends (a whole lossless file is large). */
export const PRELOAD_AHEAD_S = 30;
/** The junction is timed from this close to the end. */
const SCHEDULE_AHEAD_S = 2;
/** HTMLMediaElement.HAVE_FUTURE_DATA */
const HAVE_FUTURE_DATA = 3;

export interface GaplessChange {
  current: HTMLAudioElement;
  spare: HTMLAudioElement;
  next: PlayerTrack;
  /** True while the spare holds `next` (buffered by this change or an earlier one). */
  spareHoldsNext(): boolean;
  /** Puts `next`'s URL on the spare. */
  buffer(url: string): void;
  /** Starts the spare: it becomes the element that plays. */
  start(): void;
}

/**
 * Watches the current element's clock until `signal` aborts. Returns the hand-over, which the
 * junction calls at the end and the engine on 'ended' (a timer that came too late): true when it
 * started the spare, false when the spare is not ready (the track then loads the ordinary way).
 */
export function prepareGaplessChange(change: GaplessChange, signal: AbortSignal): () => boolean {
  const { current, spare, next } = change;
  let fetching = false;
  let timed = false;
  let handed = false;
  const held = () => change.spareHoldsNext() && !spare.error;

  const handOver = () => {
    const ready = held() && spare.readyState >= HAVE_FUTURE_DATA && spare.currentTime === 0;
    if (handed || signal.aborted || !ready) return false;
    handed = true;
    change.start();
    return true;
  };

  const check = () => {
    const left = current.duration - current.currentTime;
    if (!Number.isFinite(left) || signal.aborted) return;
    if (!held() && !fetching && left <= PRELOAD_AHEAD_S) {
      fetching = true;
      playableAudioUrl(next)
        .then((url) => signal.aborted || change.buffer(url))
        // not fatal: the track loads the ordinary way when its turn comes (and says so if it fails)
        .catch(() => {});
    }
    if (held() && spare.currentTime > 0 && left > SCHEDULE_AHEAD_S) spare.currentTime = 0;
    if (held() && !timed && left <= SCHEDULE_AHEAD_S) {
      timed = true;
      scheduleJunction(current, handOver, signal);
    }
  };
  current.addEventListener('timeupdate', check, { signal });
  check();
  return handOver;
}
