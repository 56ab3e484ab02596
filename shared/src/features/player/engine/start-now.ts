/**
 * A play click starts the page's player element in the click's own task, as a bare `<audio>`
 * would (issue 20: click → playing no slower than a bare element). Without it the element gets
 * its URL and play() only after the play intent has gone through the store and a render, which on
 * a phone's CPU is most of the time to first sound. The engine stays in charge: it registers
 * which element may be started (none while the track is buffered on its spare element), and its
 * loader keeps what was started here (takeStarted) instead of loading it again.
 *
 * Before the click, an idle player may be readied for a likely track (readyStart): its element
 * gets the track's URL with preload="none", as a bare `<audio preload="none" src>` has it. No
 * byte is fetched, but the browser sets its media player up then, not after the click: a URL put
 * on the element at the click waits for the browser's load task, queued behind the frames and
 * renders the click causes (~50 ms on a phone's CPU), where a readied element's play() sends the
 * request at once.
 */
import { playableAudioUrlNow } from '../../../data/storage/playable-audio-url.ts';
import { cancelPrefetchesBut, prefetchSettling } from '../../../data/storage/prefetch-audio.ts';
import type { PlayerTrack } from '../../../state/player/player-track.ts';

export interface StartTarget {
  /**
   * The element to start for this track (the engine notes that it now holds it), or null when
   * the engine has its own way (the track is buffered on its spare element).
   */
  take(track: PlayerTrack): HTMLAudioElement | null;
  /** The element that would play, while the engine holds no track at all; else null. */
  idle(): HTMLAudioElement | null;
}

let target: StartTarget | null = null;
const started = new WeakMap<HTMLAudioElement, string>();
/** The element the latest startNow started, and which start that was (a later one supersedes it). */
let latest: { audio: HTMLAudioElement; start: number; filePath: string } | null = null;
let starts = 0;

/**
 * After a start here, the app's state (the store, the bar, every play button) follows once the
 * element plays or fails, or after this long, whichever is first. Rendering it at the click put
 * ~100 ms of a phone's main thread between the element's response and its 'playing': the media
 * pipeline's steps run on that thread too (issue 20).
 */
export const STATE_AFTER_START_MS = 400;
/** Elements readied for a URL (preload="none" and that src), not started yet. */
const readied = new WeakMap<HTMLAudioElement, string>();
/** The track a page wants readied, kept for an engine that offers itself later. */
let wanted: PlayerTrack | null = null;

/** The page's engine offers its element; returns the withdrawal. */
export function offerStartTarget(next: StartTarget): () => void {
  target = next;
  // after the engine's own effects of this commit (its loader empties the element at mount)
  if (wanted) {
    const track = wanted;
    queueMicrotask(() => wanted === track && readyStart(track));
  }
  return () => {
    if (target === next) target = null;
  };
}

/**
 * Readies the idle player's element for this track (no bytes fetched: preload="none"), so a play
 * click sends its request at once. Nothing when the player holds a track, when the URL needs a
 * lookup, or when the element was started; an element readied for another track is readied anew.
 */
export function readyStart(track: PlayerTrack): void {
  wanted = track;
  const url = playableAudioUrlNow(track);
  const audio = url ? target?.idle() : null;
  if (!audio || !url || started.has(audio)) return;
  const src = audio.getAttribute('src');
  if (src === url && readied.get(audio) === url) return;
  if (src && !readied.has(audio)) return;
  audio.preload = 'none';
  audio.src = url;
  readied.set(audio, url);
}

/** The page no longer offers this track (its button is gone): an engine offered later readies nothing. */
export function forgetReady(track: PlayerTrack): void {
  if (wanted?.filePath === track.filePath) wanted = null;
}

/**
 * Gives up what the element was readied for, before the loader puts its own URL on it (or waits
 * for one): the element is emptied and loads what it is given again (preload="auto"). Emptied
 * first, or the old URL would start loading beside the one to come.
 */
export function releaseReady(audio: HTMLAudioElement): void {
  if (!readied.has(audio)) return;
  readied.delete(audio);
  audio.removeAttribute('src');
  audio.load();
  audio.preload = 'auto';
}

/** True while the element holds a readied URL, not started: an idle player keeps it. */
export function isReadied(audio: HTMLAudioElement): boolean {
  const url = readied.get(audio);
  return url !== undefined && audio.getAttribute('src') === url;
}

/**
 * Puts the track's URL on the engine's element and starts it, when that needs no lookup and no
 * prefetch of the track is still on its way (the loader waits for that one); true when it did.
 * An element readied for this URL keeps it (setting it again would restart the browser's load).
 * Anything else is left to the engine, as is a start that fails here (its own start retries).
 */
export function startNow(track: PlayerTrack): boolean {
  const url = prefetchSettling(track.filePath) ? undefined : playableAudioUrlNow(track);
  const audio = url ? target?.take(track) : undefined;
  if (!audio || !url) return false;
  cancelPrefetchesBut(track.filePath);
  // a second click before the state followed: the element is already on it
  const again = started.get(audio) === url && !audio.error;
  // preload back to "auto" after the URL: a readied element then starts the load the browser has
  // set up, another one loads the new URL (not the old one first)
  if (!again && (!isReadied(audio) || readied.get(audio) !== url)) audio.src = url;
  readied.delete(audio);
  audio.preload = 'auto';
  started.set(audio, url);
  starts += 1;
  latest = { audio, start: starts, filePath: track.filePath };
  audio.play().catch(() => {});
  return true;
}

/**
 * True when this track is the one the latest click started: a pointer or focus on its button
 * then is no intent to warm it (a prefetch beside the element's own request would make the
 * loader wait for it and load the track again).
 */
export function isLatestStart(filePath: string): boolean {
  return latest?.filePath === filePath;
}

/**
 * Runs `then` (the play's state update) once the element startNow just started plays or fails,
 * or after capMs; never when another start came since (its own update wins).
 */
export function afterStart(then: () => void, capMs = STATE_AFTER_START_MS): void {
  const current = latest;
  if (!current) {
    then();
    return;
  }
  const { audio, start } = current;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    clearTimeout(timer);
    audio.removeEventListener('playing', go);
    audio.removeEventListener('error', go);
    if (starts === start) then();
  };
  audio.addEventListener('playing', go);
  audio.addEventListener('error', go);
  timer = setTimeout(go, capMs);
}

/** True (once) when startNow put this URL on the element: the loader keeps it as it is. */
export function takeStarted(audio: HTMLAudioElement, url: string | undefined): boolean {
  if (!url || started.get(audio) !== url) return false;
  started.delete(audio);
  return !audio.error;
}
