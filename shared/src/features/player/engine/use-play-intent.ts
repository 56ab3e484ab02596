import { type RefObject, useEffect } from 'react';
import type { EngineEvent, PlayerStatus } from '../../../state/player/player-machine.ts';
import { autoStart } from './auto-start.ts';
import { pauseMedia } from './media-events.ts';

export const START_ERROR = 'Could not start playback';

/**
 * Makes the element do what the listener wants once a URL is on it: start (with the retries a
 * fresh src needs) or pause. A pause intent aborts a start still in progress. It runs again on
 * every status change, so audio that began just as the listener paused is paused too.
 */
export function usePlayIntent(
  audioRef: RefObject<HTMLAudioElement | null>,
  ready: boolean,
  wantsPlaying: boolean,
  status: PlayerStatus,
  report: (event: EngineEvent) => void,
) {
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !ready) return;
    if (!wantsPlaying) {
      pauseMedia(audio);
      return;
    }
    if (!audio.paused || status === 'error') return;
    const controller = new AbortController();
    autoStart(audio, controller.signal).then((started) => {
      if (!started && !controller.signal.aborted) report({ type: 'engine/error', message: START_ERROR });
    });
    return () => controller.abort();
  }, [audioRef, ready, wantsPlaying, status, report]);
}
