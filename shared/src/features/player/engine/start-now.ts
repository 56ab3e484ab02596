/**
 * A play click starts the page's player element in the click's own task, as a bare `<audio>`
 * would (issue 20: click → playing no slower than a bare element). Without it the element gets
 * its URL and play() only after the play intent has gone through the store and a render, which on
 * a phone's CPU is most of the time to first sound. The engine stays in charge: it registers
 * which element may be started (none while the track is buffered on its spare element), and its
 * loader keeps what was started here (takeStarted) instead of loading it again.
 */
import { playableAudioUrlNow } from '../../../data/storage/playable-audio-url.ts';
import { cancelPrefetchesBut, prefetchSettling } from '../../../data/storage/prefetch-audio.ts';
import type { PlayerTrack } from '../../../state/player/player-track.ts';

/**
 * The element to start for this track (the engine notes that it now holds it), or null when the
 * engine has its own way (the track is buffered on its spare element).
 */
export type StartTarget = (track: PlayerTrack) => HTMLAudioElement | null;

let target: StartTarget | null = null;
const started = new WeakMap<HTMLAudioElement, string>();

/** The page's engine offers its element; returns the withdrawal. */
export function offerStartTarget(next: StartTarget): () => void {
  target = next;
  return () => {
    if (target === next) target = null;
  };
}

/**
 * Puts the track's URL on the engine's element and starts it, when that needs no lookup and no
 * prefetch of the track is still on its way (the loader waits for that one); true when it did.
 * Anything else is left to the engine, as is a start that fails here (its own start retries).
 */
export function startNow(track: PlayerTrack): boolean {
  const url = prefetchSettling(track.filePath) ? undefined : playableAudioUrlNow(track);
  const audio = url ? target?.(track) : undefined;
  if (!audio || !url) return false;
  cancelPrefetchesBut(track.filePath);
  audio.src = url;
  started.set(audio, url);
  audio.play().catch(() => {});
  return true;
}

/** True (once) when startNow put this URL on the element: the loader keeps it as it is. */
export function takeStarted(audio: HTMLAudioElement, url: string | undefined): boolean {
  if (!url || started.get(audio) !== url) return false;
  started.delete(audio);
  return !audio.error;
}
