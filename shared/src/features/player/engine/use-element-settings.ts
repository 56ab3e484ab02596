import { type RefObject, useEffect } from 'react';
import { storeVolume } from '../../../state/player/volume-storage.ts';

/** Applies the machine's seek requests to the element (the clock follows from 'seeked'). */
export function useSeekRequests(
  audioRef: RefObject<HTMLAudioElement | null>,
  seekRequest: { seconds: number; id: number } | null,
  /** the load whose URL is on the element: a start asked for with the play (?t=) waits for it */
  loaded: number | null,
) {
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !seekRequest || loaded === null || !audio.getAttribute('src')) return;
    audio.currentTime = seekRequest.seconds;
  }, [audioRef, seekRequest, loaded]);
}

/** The element plays at the listener's volume, remembered for the next visit. */
export function useVolume(audioRef: RefObject<HTMLAudioElement | null>, volume: number) {
  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
    storeVolume(volume);
  }, [audioRef, volume]);
}
