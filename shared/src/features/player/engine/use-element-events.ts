import { type RefObject, useEffect, useState } from 'react';
import type { EngineEvent } from '../../../state/player/player-machine.ts';
import { listenToMedia } from './media-events.ts';
import { createPlayRecorder } from './play-recorder.ts';

/**
 * Reports the element's events to the machine and records a play when a track becomes audible
 * (as the signed-in listener, or anonymously). `notice` hears about a play that was not recorded.
 */
export function useElementEvents(
  audioRef: RefObject<HTMLAudioElement | null>,
  report: (event: EngineEvent) => void,
  playing: { trackId: string | null; userId: string | null },
  notice: (message: string, trackId: string) => void,
) {
  // One recorder for the engine's life: a track is recorded once per player instance.
  const [record] = useState(() => createPlayRecorder(notice));
  const { trackId, userId } = playing;

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const listeners = new AbortController();
    listenToMedia(audio, report, listeners.signal);
    return () => listeners.abort();
  }, [audioRef, report]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !trackId) return;
    const listeners = new AbortController();
    audio.addEventListener('playing', () => record(trackId, userId), { signal: listeners.signal });
    return () => listeners.abort();
  }, [audioRef, trackId, userId, record]);
}
