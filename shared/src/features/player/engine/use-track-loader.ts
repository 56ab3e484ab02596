import { type RefObject, useEffect, useState } from 'react';
import { playableAudioUrl, RenditionPendingError } from '../../../data/storage/playable-audio-url.ts';
import type { EngineEvent } from '../../../state/player/player-machine.ts';
import type { PlayerTrack } from '../../../state/player/player-track.ts';

export const LOAD_ERROR = 'Could not load this track';

/**
 * Puts the current track's URL on the element whenever the machine asks for a load (a new
 * loadId), and nothing else: starting is the play intent's job. Only the active track ever
 * gets a URL. Returns the loadId whose URL is on the element.
 */
export function useTrackLoader(
  audioRef: RefObject<HTMLAudioElement | null>,
  track: PlayerTrack | null,
  loadId: number,
  report: (event: EngineEvent) => void,
  loadError = LOAD_ERROR,
  /** true when the element already holds this file, buffered ahead (gapless): kept as it is */
  adopt?: (filePath: string) => boolean,
): number | null {
  const [loaded, setLoaded] = useState<number | null>(null);
  // The track object changes when its title is edited; only what is loaded matters here.
  const filePath = track?.filePath;
  const codec = track?.codec;

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (filePath && adopt?.(filePath)) {
      setLoaded(loadId);
      return;
    }
    setLoaded(null);
    audio.pause();
    if (!filePath) {
      audio.removeAttribute('src');
      audio.load();
      return;
    }
    const controller = new AbortController();
    playableAudioUrl({ filePath, codec })
      .then((url) => {
        if (controller.signal.aborted) return;
        audio.src = url;
        setLoaded(loadId);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(loadError, error);
        // An ALAC track the worker has not converted yet says so rather than 'failed'.
        report({
          type: 'engine/error',
          message: error instanceof RenditionPendingError ? error.message : loadError,
        });
      });
    return () => controller.abort();
  }, [audioRef, filePath, codec, loadId, report, loadError, adopt]);

  return loaded;
}
