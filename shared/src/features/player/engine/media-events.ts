/**
 * The <audio> element's events as the player machine's engine events. The page's player and the
 * embed both listen through this, so what "playing", "ended" or "failed" means is written once.
 */
import type { EngineEvent } from '../../../state/player/player-machine.ts';

export const PLAY_ERROR = 'Could not play this track';

/** Marks, on the element itself, a pause the engine made whose 'pause' event has not arrived yet. */
const pauseRequested = Symbol('pause requested by the engine');
type MarkedMedia = HTMLMediaElement & { [pauseRequested]?: boolean };

/** Pauses media for the listener's pause intent, so its event is not taken for an outside pause. */
export function pauseMedia(media: MarkedMedia) {
  if (media.paused) return;
  media[pauseRequested] = true;
  media.pause();
}

/** Seconds buffered from the start without a gap (what a buffered bar can honestly show). */
function bufferedAhead(media: HTMLMediaElement): number {
  const ranges = media.buffered;
  for (let i = 0; i < ranges.length; i++) {
    if (ranges.start(i) <= media.currentTime && media.currentTime <= ranges.end(i)) return ranges.end(i);
  }
  return 0;
}

/** Reports the element's events until `signal` aborts. */
export function listenToMedia(media: MarkedMedia, report: (event: EngineEvent) => void, signal: AbortSignal) {
  const on = (type: string, listener: () => void) => media.addEventListener(type, listener, { signal });
  on('playing', () => report({ type: 'engine/playing' }));
  on('pause', () => {
    // 'ended' and 'error' report themselves; the pause that comes with them is not the listener's.
    // The event is queued: if play() ran since (Space pressed twice quickly), it is stale.
    const requested = media[pauseRequested] === true;
    media[pauseRequested] = false;
    if (media.paused && !media.ended && !media.error) report({ type: 'engine/paused', requested });
  });
  on('waiting', () => report({ type: 'engine/waiting' }));
  on('canplay', () => report({ type: 'engine/ready' }));
  on('ended', () => report({ type: 'engine/ended' }));
  on('error', () => {
    // Removing the src (closing the player) fires an error too; that is no failure.
    if (media.getAttribute('src')) report({ type: 'engine/error', message: PLAY_ERROR });
  });
  const time = () => report({ type: 'engine/time', currentTime: media.currentTime });
  on('timeupdate', time);
  on('seeked', time);
  const duration = () => report({ type: 'engine/duration', duration: media.duration });
  on('durationchange', duration);
  on('loadedmetadata', duration);
  on('progress', () => report({ type: 'engine/buffered', buffered: bufferedAhead(media) }));
}
