/**
 * The player's audio engine (docs/architecture.md#the-path-of-a-play-click): a plain object that
 * owns the `<audio>` element(s) and is subscribed to the player machine. The machine's store calls
 * it synchronously, inside the write that changed the state, so a play click reaches the element
 * in the click's own task through the same path as every other intent: the element's request
 * starts as a bare `<audio>`'s would (nothing serial before it), and play() runs within the
 * gesture (autoplay).
 *
 * It turns what the machine asks for (a new loadId, wantsPlaying, a seek, the volume, a track to
 * ready) into element calls, and what the active element does into engine events, the only
 * events the machine hears from it. It never writes the listener's intent.
 *
 * With two elements it is gapless (gapless-change.ts): while one plays, the other buffers the
 * next track and is started at the first one's end ('engine/advanced'); a track the spare is
 * ready for (Next, or an end the junction missed) is taken over from it too.
 */
import {
  needsRendition,
  playableAudioUrlNow,
  RenditionPendingError,
} from '../../../data/storage/playable-audio-url.ts';
import { prefetchOnIntent } from '../../../data/storage/prefetch-audio.ts';
import {
  currentTrack,
  type EngineEvent,
  type PlayerMachine,
  type PlayerState,
} from '../../../state/player/player-machine.ts';
import type { PlayerTrack } from '../../../state/player/player-track.ts';
import { type AudioGraph, createAudioGraph } from './audio-graph.ts';
import { startAtOnce } from './auto-start.ts';
import { prepareGaplessChange } from './gapless-change.ts';
import { listenToMedia, pauseMedia } from './media-events.ts';
import { trackSource } from './track-source.ts';

export const LOAD_ERROR = 'Could not load this track';
export const START_ERROR = 'Could not start playback';

/**
 * The next track of the queue gets its first bytes warmed this long after the current one starts
 * playing (a Next press then starts from the cache), late enough not to take the connection
 * from the current track's own start.
 */
export const NEXT_PREFETCH_AFTER_MS = 3000;

export type Slot = 0 | 1;

export interface AudioEngineOptions {
  /** What a failed load says (the embed says 'Could not play this track'). */
  loadError?: string;
  /** Whether a track still exists: a load that fails for a deleted track skips it at once. */
  trackExists?: (trackId: string) => Promise<boolean>;
  /** The active element started to sound with this track (a play to record). */
  onPlaying?: (trackId: string) => void;
  /** Another element became the one that plays (a gapless change). */
  onActiveChange?: (slot: Slot) => void;
  /**
   * The gain of a track while loudness is normalized (setLoudnessNormalized). Without it the
   * engine makes no Web Audio graph at all.
   */
  loudnessGain?: (track: PlayerTrack) => Promise<number>;
}

interface Holding {
  trackId: string;
  filePath: string;
  /** the track itself: its gain may be its release's (PlayerTrack.albumGain) */
  track: PlayerTrack;
}

const nextInQueue = (state: PlayerState) => state.queue?.tracks[state.queue.index + 1] ?? null;
const isPlaying = (state: PlayerState) => state.wantsPlaying && state.status === 'playing';

export class AudioEngine {
  #active: Slot = 0;
  /** What each element holds: the track a 'playing' records, the gain each gets. */
  readonly #holds: (Holding | null)[];
  /** The state last acted on; null before the first. */
  #seen: PlayerState | null = null;
  /** The loadId whose URL is on the active element. */
  #loaded: number | null = null;
  #loading: AbortController | null = null;
  #starting: AbortController | null = null;
  /** The next track being buffered for a gapless change, for the active element playing. */
  #upcoming: { next: PlayerTrack | null; slot: Slot; stop: AbortController | null } = {
    next: null,
    slot: 0,
    stop: null,
  };
  #handOver: (() => boolean) | null = null;
  /** The file the spare was started with at a gapless change: the load that follows keeps it. */
  #handedOver: string | null = null;
  /** The URL an idle active element holds with preload="none", not started. */
  #readied: string | null = null;
  #graph: AudioGraph | null = null;
  #graphTried = false;
  #normalized = false;
  #gainsAsked = 0;
  #syncing = false;
  #changedWhileSyncing = false;
  readonly #listeners = new AbortController();
  readonly #unsubscribe: () => void;

  readonly #machine: PlayerMachine;
  readonly #elements: readonly [HTMLAudioElement, ...HTMLAudioElement[]];
  readonly #options: AudioEngineOptions;

  constructor(
    machine: PlayerMachine,
    elements: readonly [HTMLAudioElement] | readonly [HTMLAudioElement, HTMLAudioElement],
    options: AudioEngineOptions = {},
  ) {
    this.#machine = machine;
    this.#elements = elements;
    this.#options = options;
    this.#holds = elements.map(() => null);
    for (const [slot, element] of elements.entries()) this.#listenTo(element, slot as Slot);
    this.#unsubscribe = machine.subscribe(() => this.#sync());
    this.#sync();
  }

  /** Stops listening to the machine and the elements; what they play is left as it is. */
  dispose(): void {
    this.#unsubscribe();
    this.#listeners.abort();
    this.#loading?.abort();
    this.#starting?.abort();
    this.#upcoming.stop?.abort();
  }

  /** "Normalize loudness": each element's gain from the track it holds, else 1. */
  setLoudnessNormalized(on: boolean): void {
    if (on === this.#normalized) return;
    this.#normalized = on;
    this.#applyGains();
  }

  /**
   * One pass over the latest state. An element call may report back before it returns (an event
   * dispatched at once): that change is acted on after this pass, not inside it.
   */
  #sync() {
    if (this.#syncing) {
      this.#changedWhileSyncing = true;
      return;
    }
    this.#syncing = true;
    try {
      do {
        this.#changedWhileSyncing = false;
        this.#act(this.#machine.getState());
      } while (this.#changedWhileSyncing);
    } finally {
      this.#syncing = false;
    }
  }

  #act(state: PlayerState) {
    const before = this.#seen;
    this.#seen = state;
    if (state.volume !== before?.volume) for (const element of this.#elements) element.volume = state.volume;
    if (state.loadId !== before?.loadId) {
      this.#load(state);
    } else {
      if (state.seekRequest !== before.seekRequest) this.#seek(state);
      if (state.wantsPlaying !== before.wantsPlaying || state.status !== before.status) this.#follow(state);
    }
    if (state.readyStart !== before?.readyStart || state.loadId !== before?.loadId) this.#ready(state);
    this.#wakeGraph(state, before);
    this.#watchUpcoming(state);
  }

  /** A new loadId: the current track's URL goes on the active element (or nothing, when closed). */
  #load(state: PlayerState) {
    this.#loading?.abort();
    this.#loading = null;
    this.#starting?.abort();
    this.#loaded = null;
    const handedOver = this.#handedOver;
    this.#handedOver = null;
    const track = currentTrack(state);
    if (!track) return this.#empty();
    const element = this.#element(this.#active);
    // started by the gapless change that moved the machine here ('engine/advanced')
    if (handedOver === track.filePath) return this.#loadedAs(state);
    const spareSlot = this.#spareSlot();
    const spare = spareSlot === null ? null : this.#element(spareSlot);
    if (spare && spareSlot !== null && this.#holds[spareSlot]?.filePath === track.filePath && !spare.error) {
      element.pause();
      spare.currentTime = 0;
      this.#swap(spareSlot);
      return this.#loadedAs(state);
    }
    this.#hold(this.#active, track);
    // the track before this one stops (its 'pause' arrives while loading: no listener's pause)
    if (!element.paused) element.pause();
    const source = trackSource(track);
    if (typeof source === 'string') {
      this.#putSource(element, source);
      return this.#loadedAs(state);
    }
    this.#releaseReady(element);
    const loading = new AbortController();
    this.#loading = loading;
    source.then(
      (url) => {
        if (loading.signal.aborted) return;
        this.#putSource(element, url);
        this.#loadedAs(this.#machine.getState());
      },
      (error: unknown) => {
        if (loading.signal.aborted) return;
        const message = this.#options.loadError ?? LOAD_ERROR;
        console.error(message, error);
        // An ALAC track the worker has not converted yet says so rather than 'failed'.
        this.#reportFailure(error instanceof RenditionPendingError ? error.message : message);
      },
    );
  }

  #loadedAs(state: PlayerState) {
    this.#loaded = state.loadId;
    this.#seek(state);
    this.#follow(state);
  }

  /** Nothing to play (closed, or never opened): the elements let go of their tracks. */
  #empty() {
    const spareSlot = this.#spareSlot();
    const spare = spareSlot === null ? null : this.#element(spareSlot);
    if (spare?.getAttribute('src')) {
      spare.removeAttribute('src');
      spare.load();
    }
    this.#holds.fill(null);
    this.#applyGains();
    const element = this.#element(this.#active);
    element.pause();
    // an idle player keeps the URL it was readied with: still no track
    if (this.#readied !== null && element.getAttribute('src') === this.#readied) return;
    this.#readied = null;
    element.removeAttribute('src');
    element.load();
  }

  /** The URL on the element; an element readied for it keeps it (setting it again restarts the load). */
  #putSource(element: HTMLAudioElement, url: string) {
    if (this.#readied !== url || element.getAttribute('src') !== url) element.src = url;
    // preload back to "auto" after the URL: a readied element then starts the load the browser
    // has set up, another one loads the new URL (not the old one first)
    element.preload = 'auto';
    this.#readied = null;
  }

  /**
   * Before a load that waits for its URL: the element is emptied of a readied URL, or that URL
   * would start loading beside the one to come.
   */
  #releaseReady(element: HTMLAudioElement) {
    if (this.#readied === null) return;
    this.#readied = null;
    element.removeAttribute('src');
    element.load();
    element.preload = 'auto';
  }

  /**
   * An idle player gets the likely track's URL with preload="none": no byte is fetched, but the
   * browser sets its media player up now, not after the click (a URL set at the click waits for
   * the browser's load task, queued behind the frames the click causes), so the click's play()
   * sends the request at once.
   */
  #ready(state: PlayerState) {
    const track = state.readyStart;
    if (!track || currentTrack(state) || this.#holds[this.#active]) return;
    const url = playableAudioUrlNow(track);
    if (!url) return;
    const element = this.#element(this.#active);
    const src = element.getAttribute('src');
    if (src === url && this.#readied === url) return;
    if (src && this.#readied === null) return;
    element.preload = 'none';
    element.src = url;
    this.#readied = url;
  }

  #seek(state: PlayerState) {
    const element = this.#element(this.#active);
    if (!state.seekRequest || this.#loaded !== state.loadId || !element.getAttribute('src')) return;
    element.currentTime = state.seekRequest.seconds;
  }

  /**
   * The element does what the listener wants once a URL is on it: starts (with the retries a fresh
   * src needs) or pauses. Done again on every status change, so audio that began just as the
   * listener paused is paused too; a pause aborts a start still in progress.
   */
  #follow(state: PlayerState) {
    if (this.#loaded !== state.loadId) return;
    this.#starting?.abort();
    this.#starting = null;
    const element = this.#element(this.#active);
    if (!state.wantsPlaying) return pauseMedia(element);
    if (!element.paused || state.status === 'error') return;
    const starting = new AbortController();
    this.#starting = starting;
    void startAtOnce(element, starting.signal).then((started) => {
      if (!started && !starting.signal.aborted) this.#report({ type: 'engine/error', message: START_ERROR });
    });
  }

  /** The graph is made once audio first plays, and woken at every play after. */
  #wakeGraph(state: PlayerState, before: PlayerState | null) {
    if (!this.#options.loudnessGain) return;
    if (!this.#graphTried && isPlaying(state)) {
      this.#graphTried = true;
      this.#graph = createAudioGraph(this.#elements);
      this.#applyGains();
      this.#graph?.resume();
    }
    if (state.wantsPlaying && !before?.wantsPlaying) this.#graph?.resume();
  }

  #applyGains() {
    const graph = this.#graph;
    const gainOf = this.#options.loudnessGain;
    if (!graph || !gainOf) return;
    this.#gainsAsked += 1;
    const asked = this.#gainsAsked;
    for (const [slot, holding] of this.#holds.entries()) {
      if (!this.#normalized || !holding) {
        graph.setGain(slot, 1);
        continue;
      }
      gainOf(holding.track).then(
        (gain) => asked === this.#gainsAsked && graph.setGain(slot, gain),
        () => asked === this.#gainsAsked && graph.setGain(slot, 1),
      );
    }
  }

  /**
   * While the active element plays, the next track of the queue: its first bytes warmed after a
   * while (as a hovered play button's: once per page, nothing with Save-Data or on 2g/3g; ALAC
   * plays from a rendition), and with a spare element, buffered there for a gapless change.
   */
  #watchUpcoming(state: PlayerState) {
    const next = isPlaying(state) ? nextInQueue(state) : null;
    if (next === this.#upcoming.next && this.#active === this.#upcoming.slot) return;
    this.#upcoming.stop?.abort();
    this.#handOver = null;
    this.#upcoming = { next, slot: this.#active, stop: next ? new AbortController() : null };
    const signal = this.#upcoming.stop?.signal;
    if (!next || !signal) return;
    if (!needsRendition(next)) {
      const timer = setTimeout(() => void prefetchOnIntent(next.filePath), NEXT_PREFETCH_AFTER_MS);
      signal.addEventListener('abort', () => clearTimeout(timer));
    }
    const spareSlot = this.#spareSlot();
    if (spareSlot === null) return;
    const spare = this.#element(spareSlot);
    this.#handOver = prepareGaplessChange(
      {
        current: this.#element(this.#active),
        spare,
        next,
        spareHoldsNext: () => this.#holds[spareSlot]?.filePath === next.filePath,
        buffer: (url) => {
          spare.src = url;
          this.#hold(spareSlot, next);
        },
        start: () => {
          spare.play().catch(() => this.#report({ type: 'engine/error', message: START_ERROR }));
          this.#handedOver = next.filePath;
          this.#swap(spareSlot);
          this.#report({ type: 'engine/advanced', duration: spare.duration });
        },
      },
      signal,
    );
  }

  /** Each element reports while it is the active one, and records a play of the track it holds. */
  #listenTo(element: HTMLAudioElement, slot: Slot) {
    const { signal } = this.#listeners;
    listenToMedia(
      element,
      (event) => {
        if (this.#active !== slot) return;
        // the end of a track whose next is buffered: started here, not loaded by the machine
        if (event.type === 'engine/ended' && this.#handOver?.()) return;
        if (event.type === 'engine/error') return this.#reportFailure(event.message);
        this.#report(event);
      },
      signal,
    );
    element.addEventListener(
      'playing',
      () => {
        const holding = this.#holds[slot];
        if (holding && this.#active === slot) this.#options.onPlaying?.(holding.trackId);
      },
      { signal },
    );
  }

  /**
   * A failure of the current track; one that was deleted since it was queued is skipped at once
   * (the element plays the public URL, so a deleted file first shows as its load error).
   */
  #reportFailure(message: string) {
    const event: EngineEvent = { type: 'engine/error', message };
    const trackId = currentTrack(this.#machine.getState())?.id;
    const exists = this.#options.trackExists;
    if (!trackId || !exists) return this.#report(event);
    exists(trackId).then(
      (found) => this.#report(found ? event : { type: 'engine/missing', trackId }),
      () => this.#report(event),
    );
  }

  #report(event: EngineEvent) {
    if (!this.#listeners.signal.aborted) this.#machine.dispatch(event);
  }

  #hold(slot: Slot, track: PlayerTrack) {
    this.#holds[slot] = { trackId: track.id, filePath: track.filePath, track };
    this.#applyGains();
  }

  #swap(slot: Slot) {
    this.#active = slot;
    this.#options.onActiveChange?.(slot);
  }

  #spareSlot(): Slot | null {
    return this.#elements.length > 1 ? (this.#active === 0 ? 1 : 0) : null;
  }

  #element(slot: Slot): HTMLAudioElement {
    return this.#elements[slot] ?? this.#elements[0];
  }
}
