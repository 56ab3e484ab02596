/**
 * The player's atoms (docs/architecture.md#the-path-of-a-play-click). Anything on the page says
 * what the listener wants through the write-only action atoms; only the engine (AudioEngine, over
 * `playerMachineIn(store)`) reports what the element does. Both go through `playerReducer`
 * into one private atom, which the engine reads; the read-only status atoms are slices of what
 * the page shows of it (`shownStateAtom`).
 */
import { atom, type createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { startTransition } from 'react';
import {
  currentTrack,
  type EngineEvent,
  type PlayerIntent,
  type PlayerMachine,
  type PlayerState,
  playerReducer,
  restoredPlayerState,
} from './player-machine.ts';
import type { PlayerTrack, QueueContext } from './player-track.ts';
import { storedQueue } from './queue-storage.ts';
import { storedVolume } from './volume-storage.ts';

// A reload finds the queue, the track and the second it was left at (paused).
const playerStateAtom = atom<PlayerState>(restoredPlayerState(storedQueue(), storedVolume()));

/**
 * After a play button's start (startTrackAtom), the page shows the new state once the element
 * plays or fails, or after this long, whichever is first. The engine starts the element inside
 * the click's own write; rendering the page's reaction (the bar, every play button) at the click
 * put ~100 ms of a phone's main thread between the element's response and its 'playing': the
 * media pipeline's steps run on that thread too (docs/architecture.md#the-path-of-a-play-click).
 */
export const SHOWN_AFTER_START_MS = 400;

/** A start whose showing is held: the state the page keeps showing, and the start's loadId. */
const heldStartAtom = atom<{ shown: PlayerState; loadId: number } | null>(null);
/** What the page shows: the machine's state, but for a start being held (above). */
const shownStateAtom = atom<PlayerState>((get) => get(heldStartAtom)?.shown ?? get(playerStateAtom));

/** Events that leave a held start unshown: the element's progress, a track readied. */
const keepsHold = new Set<string>([
  'engine/paused',
  'engine/waiting',
  'engine/ready',
  'engine/time',
  'engine/duration',
  'engine/buffered',
  'ready-start',
  'forget-ready',
]);

const dispatchAtom = atom(null, (get, set, event: PlayerIntent | EngineEvent) => {
  const next = playerReducer(get(playerStateAtom), event);
  const held = get(heldStartAtom);
  if (held !== null && !(keepsHold.has(event.type) && next.loadId === held.loadId)) set(heldStartAtom, null);
  set(playerStateAtom, next);
});

const intent = <Args extends unknown[]>(toEvent: (...args: Args) => PlayerIntent) =>
  atom(null, (_get, set, ...args: Args) => set(dispatchAtom, toEvent(...args)));

// Intent: write-only.
export const playTrackAtom = intent((track: PlayerTrack, queue?: QueueContext, from?: number) => ({
  type: 'play',
  track,
  queue,
  from,
}));
/**
 * A play button's play: the same intent, but the page shows it once the element plays or fails
 * (SHOWN_AFTER_START_MS at the latest); the engine has started the element before this returns.
 */
export const startTrackAtom = atom(
  null,
  (get, set, track: PlayerTrack, queue?: QueueContext, from?: number) => {
    const shown = get(shownStateAtom);
    set(dispatchAtom, { type: 'play', track, queue, from });
    // the engine hears the write once it is done, still in the click's task
    const held = { shown, loadId: get(playerStateAtom).loadId };
    set(heldStartAtom, held);
    setTimeout(() => get(heldStartAtom) === held && set(heldStartAtom, null), SHOWN_AFTER_START_MS);
  },
);
export const pauseAtom = intent(() => ({ type: 'pause' }));
export const resumeAtom = intent(() => ({ type: 'resume' }));
export const togglePlayAtom = intent(() => ({ type: 'toggle' }));
export const seekAtom = intent((seconds: number) => ({ type: 'seek', seconds }));
export const nextTrackAtom = intent(() => ({ type: 'next' }));
export const previousTrackAtom = intent(() => ({ type: 'previous' }));
export const closePlayerAtom = intent(() => ({ type: 'close' }));
export const enqueueAtom = intent((track: PlayerTrack) => ({ type: 'enqueue', track }));
export const playNextAtom = intent((track: PlayerTrack) => ({ type: 'play-next', track }));
export const removeFromQueueAtom = intent((index: number) => ({ type: 'remove-from-queue', index }));
export const moveInQueueAtom = intent((from: number, to: number) => ({ type: 'move-in-queue', from, to }));
export const setVolumeAtom = intent((volume: number) => ({ type: 'set-volume', volume }));
export const trackUpdatedAtom = intent((track: Pick<PlayerTrack, 'id'> & Partial<PlayerTrack>) => ({
  type: 'track-updated',
  track,
}));

export const readyStartAtom = intent((track: PlayerTrack) => ({ type: 'ready-start', track }));
export const forgetReadyAtom = intent((filePath: string) => ({ type: 'forget-ready', filePath }));

/** The engine's channel: only the one engine (mf-player) writes it. */
export const engineEventAtom = atom(null, (_get, set, event: EngineEvent) => set(dispatchAtom, event));

/**
 * The machine of a store, for its engine: jotai calls a subscriber synchronously during the write,
 * so the engine hears a click's play intent in the click's own task. What the engine reports is
 * rendered as a transition: the page's renders (the bar appearing as a start sounds, the clock)
 * yield to the media pipeline and to input on a slow CPU.
 */
export function playerMachineIn(store: ReturnType<typeof createStore>): PlayerMachine {
  return {
    getState: () => store.get(playerStateAtom),
    subscribe: (listener) => store.sub(playerStateAtom, listener),
    dispatch: (event) => startTransition(() => store.set(dispatchAtom, event)),
  };
}

// Status: read-only slices (a slice re-renders its readers only when it changes).
export const currentTrackAtom = atom((get) => currentTrack(get(shownStateAtom)));
export const playerStatusAtom = atom((get) => get(shownStateAtom).status);
export const wantsPlayingAtom = atom((get) => get(shownStateAtom).wantsPlaying);
export const playerErrorAtom = atom((get) => get(shownStateAtom).error);
export const playerNoticeAtom = atom((get) => get(shownStateAtom).notice);
export const currentTimeAtom = atom((get) => get(shownStateAtom).currentTime);
export const durationAtom = atom((get) => get(shownStateAtom).duration);
export const bufferedAtom = atom((get) => get(shownStateAtom).buffered);
export const volumeAtom = atom((get) => get(shownStateAtom).volume);
export const queueAtom = atom((get) => get(shownStateAtom).queue);
/** A seek the engine is asked to apply (the engine itself reads the whole state: playerMachineIn). */
export const seekRequestAtom = atom((get) => get(playerStateAtom).seekRequest);

/**
 * "Normalize loudness": off by default, remembered in this browser. A setting of the listener's
 * ears rather than of the playback, so it lives beside the machine, not in it.
 */
export const normalizeLoudnessAtom = atomWithStorage('hifi-player-normalize-loudness', false, undefined, {
  getOnInit: true,
});
