/**
 * The player's atoms (docs/architecture.md#the-path-of-a-play-click). Anything on the page says
 * what the listener wants through the write-only action atoms; only the engine (AudioEngine, over
 * `playerMachineIn(store)`) reports what the element does. Both go through `playerReducer`
 * into one private atom; the read-only status atoms are slices of it.
 */
import { atom, type createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
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

const dispatchAtom = atom(null, (get, set, event: PlayerIntent | EngineEvent) => {
  set(playerStateAtom, playerReducer(get(playerStateAtom), event));
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
 * so the engine hears a click's play intent in the click's own task.
 */
export function playerMachineIn(store: ReturnType<typeof createStore>): PlayerMachine {
  return {
    getState: () => store.get(playerStateAtom),
    subscribe: (listener) => store.sub(playerStateAtom, listener),
    dispatch: (event) => store.set(dispatchAtom, event),
  };
}

// Status: read-only slices (a slice re-renders its readers only when it changes).
export const currentTrackAtom = atom((get) => currentTrack(get(playerStateAtom)));
export const playerStatusAtom = atom((get) => get(playerStateAtom).status);
export const wantsPlayingAtom = atom((get) => get(playerStateAtom).wantsPlaying);
export const playerErrorAtom = atom((get) => get(playerStateAtom).error);
export const playerNoticeAtom = atom((get) => get(playerStateAtom).notice);
export const currentTimeAtom = atom((get) => get(playerStateAtom).currentTime);
export const durationAtom = atom((get) => get(playerStateAtom).duration);
export const bufferedAtom = atom((get) => get(playerStateAtom).buffered);
export const volumeAtom = atom((get) => get(playerStateAtom).volume);
export const queueAtom = atom((get) => get(playerStateAtom).queue);
/** A seek the engine is asked to apply (the engine itself reads the whole state: playerMachineIn). */
export const seekRequestAtom = atom((get) => get(playerStateAtom).seekRequest);

/**
 * "Normalize loudness": off by default, remembered in this browser. A setting of the listener's
 * ears rather than of the playback, so it lives beside the machine, not in it.
 */
export const normalizeLoudnessAtom = atomWithStorage('hifi-player-normalize-loudness', false, undefined, {
  getOnInit: true,
});
