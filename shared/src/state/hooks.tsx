import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import {
  bufferedAtom,
  closePlayerAtom,
  currentTimeAtom,
  currentTrackAtom,
  durationAtom,
  enqueueAtom,
  forgetReadyAtom,
  moveInQueueAtom,
  nextTrackAtom,
  normalizeLoudnessAtom,
  pauseAtom,
  playerErrorAtom,
  playerMachineIn,
  playerNoticeAtom,
  playerStatusAtom,
  playNextAtom,
  playTrackAtom,
  previousTrackAtom,
  queueAtom,
  readyStartAtom,
  removeFromQueueAtom,
  resumeAtom,
  seekAtom,
  setVolumeAtom,
  startTrackAtom,
  togglePlayAtom,
  trackUpdatedAtom,
  volumeAtom,
  wantsPlayingAtom,
} from './player/player-atoms.ts';
import { currentTrack, type PlayerMachine } from './player/player-machine.ts';
import { sessionAtom } from './session-atom.ts';
import { hifiStore } from './store.ts';

const inStore = { store: hifiStore };

export const useSession = () => useAtomValue(sessionAtom, inStore);
export const useSetSession = () => useSetAtom(sessionAtom, inStore);

/** The listener's intents; each is write-only, so calling one never re-renders the caller. */
export function usePlayerActions() {
  return {
    play: useSetAtom(playTrackAtom, inStore),
    /** a play button's play: shown once it sounds (or fails), SHOWN_AFTER_START_MS at the latest */
    start: useSetAtom(startTrackAtom, inStore),
    pause: useSetAtom(pauseAtom, inStore),
    resume: useSetAtom(resumeAtom, inStore),
    toggle: useSetAtom(togglePlayAtom, inStore),
    seek: useSetAtom(seekAtom, inStore),
    next: useSetAtom(nextTrackAtom, inStore),
    previous: useSetAtom(previousTrackAtom, inStore),
    close: useSetAtom(closePlayerAtom, inStore),
    setVolume: useSetAtom(setVolumeAtom, inStore),
    trackUpdated: useSetAtom(trackUpdatedAtom, inStore),
    enqueue: useSetAtom(enqueueAtom, inStore),
    playNext: useSetAtom(playNextAtom, inStore),
    removeFromQueue: useSetAtom(removeFromQueueAtom, inStore),
    moveInQueue: useSetAtom(moveInQueueAtom, inStore),
    /** this track will likely be played: an idle player readies its element (no bytes) */
    readyStart: useSetAtom(readyStartAtom, inStore),
    forgetReady: useSetAtom(forgetReadyAtom, inStore),
  };
}

/**
 * The machine's track and intent right now: what a click decides on, even while the page still
 * shows the state before a start (startTrackAtom).
 */
export function playerNow() {
  const state = playerMachineIn(hifiStore).getState();
  return { track: currentTrack(state), wantsPlaying: state.wantsPlaying };
}

/** What is playing and how it goes, as the engine reports it. */
export function usePlayerStatus() {
  return {
    track: useAtomValue(currentTrackAtom, inStore),
    status: useAtomValue(playerStatusAtom, inStore),
    wantsPlaying: useAtomValue(wantsPlayingAtom, inStore),
    error: useAtomValue(playerErrorAtom, inStore),
    /** what the player did by itself (a track skipped), shown until the next track */
    notice: useAtomValue(playerNoticeAtom, inStore),
    volume: useAtomValue(volumeAtom, inStore),
    /** the list playing from, and where in it */
    queue: useAtomValue(queueAtom, inStore),
  };
}

/** The clock: separate so that only what shows time re-renders four times a second. */
export function usePlayerClock() {
  return {
    currentTime: useAtomValue(currentTimeAtom, inStore),
    duration: useAtomValue(durationAtom, inStore),
    /** seconds buffered ahead from the start */
    buffered: useAtomValue(bufferedAtom, inStore),
  };
}

/** The page's player machine, for its one engine (mf-player's). */
export const pagePlayerMachine = (): PlayerMachine => playerMachineIn(hifiStore);

/** The "Normalize loudness" setting and its setter (remembered in this browser). */
export const useNormalizeLoudness = () => useAtom(normalizeLoudnessAtom, inStore);
