import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import {
  bufferedAtom,
  closePlayerAtom,
  currentTimeAtom,
  currentTrackAtom,
  durationAtom,
  engineEventAtom,
  enqueueAtom,
  loadIdAtom,
  moveInQueueAtom,
  nextTrackAtom,
  nextTrackInQueueAtom,
  normalizeLoudnessAtom,
  pauseAtom,
  playerErrorAtom,
  playerNoticeAtom,
  playerStatusAtom,
  playNextAtom,
  playTrackAtom,
  previousTrackAtom,
  queueAtom,
  removeFromQueueAtom,
  resumeAtom,
  seekAtom,
  seekRequestAtom,
  setVolumeAtom,
  togglePlayAtom,
  trackUpdatedAtom,
  volumeAtom,
  wantsPlayingAtom,
} from './player/player-atoms.ts';
import { sessionAtom } from './session-atom.ts';
import { hifiStore } from './store.ts';

const inStore = { store: hifiStore };

export const useSession = () => useAtomValue(sessionAtom, inStore);
export const useSetSession = () => useSetAtom(sessionAtom, inStore);

/** The listener's intents; each is write-only, so calling one never re-renders the caller. */
export function usePlayerActions() {
  return {
    play: useSetAtom(playTrackAtom, inStore),
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
  };
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

/** What the one engine acts on. Only mf-player's engine reads these. */
export function usePlayerEngineInputs() {
  return {
    track: useAtomValue(currentTrackAtom, inStore),
    loadId: useAtomValue(loadIdAtom, inStore),
    wantsPlaying: useAtomValue(wantsPlayingAtom, inStore),
    status: useAtomValue(playerStatusAtom, inStore),
    seekRequest: useAtomValue(seekRequestAtom, inStore),
    volume: useAtomValue(volumeAtom, inStore),
    /** buffered ahead on the second element so it starts without a gap */
    next: useAtomValue(nextTrackInQueueAtom, inStore),
  };
}

/** The "Normalize loudness" setting and its setter (remembered in this browser). */
export const useNormalizeLoudness = () => useAtom(normalizeLoudnessAtom, inStore);

/** The engine's report channel: the one writer of what the element does. */
export const useReportEngineEvent = () => useSetAtom(engineEventAtom, inStore);
