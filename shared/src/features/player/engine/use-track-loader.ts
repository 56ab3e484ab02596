import { type RefObject, useEffect, useState } from 'react';
import {
  playableAudioUrl,
  playableAudioUrlNow,
  RenditionPendingError,
} from '../../../data/storage/playable-audio-url.ts';
import { cancelPrefetchesBut, prefetchSettling } from '../../../data/storage/prefetch-audio.ts';
import type { EngineEvent } from '../../../state/player/player-machine.ts';
import type { PlayerTrack } from '../../../state/player/player-track.ts';
import { isReadied, releaseReady, takeStarted } from './start-now.ts';

export const LOAD_ERROR = 'Could not load this track';

/** HTMLMediaElement.HAVE_FUTURE_DATA */
const HAVE_FUTURE_DATA = 3;

/** At most this long a load waits for its track's prefetch still on the way (then asks itself). */
export const PREFETCH_WAIT_MS = 1500;

/**
 * Puts the current track's URL on the element whenever the machine asks for a load (a new
 * loadId), and nothing else: starting is the play intent's job. Only the active track ever
 * gets a URL. Returns the loadId whose URL is on the element.
 *
 * Nothing serial in front of the element's request when it can be helped (issue 20): a URL known
 * without a lookup goes on the element at once; other prefetches stop so the track has the
 * connection; and a prefetch of this very track still on its way is waited for (briefly), since
 * the element's request would otherwise fetch the same bytes beside it instead of from the cache.
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
    const now = filePath ? playableAudioUrlNow({ filePath, codec }) : undefined;
    // started by the click itself (start-now.ts): already loading and playing, kept as it is
    if (takeStarted(audio, now)) {
      setLoaded(loadId);
      // what it said before the machine knew its track (the state follows the start: start-now.ts)
      if (audio.duration > 0) report({ type: 'engine/duration', duration: audio.duration });
      if (!audio.paused && audio.readyState >= HAVE_FUTURE_DATA) report({ type: 'engine/playing' });
      return;
    }
    setLoaded(null);
    audio.pause();
    if (!filePath) {
      // an idle player keeps the URL it was readied with (start-now.ts): still no track
      if (isReadied(audio)) return;
      audio.removeAttribute('src');
      audio.load();
      return;
    }
    releaseReady(audio);
    cancelPrefetchesBut(filePath);
    const warming = prefetchSettling(filePath);
    if (now && !warming) {
      audio.src = now;
      setLoaded(loadId);
      return;
    }
    const controller = new AbortController();
    const waited = warming
      ? Promise.race([warming, new Promise<void>((resolve) => setTimeout(resolve, PREFETCH_WAIT_MS))])
      : undefined;
    Promise.all([playableAudioUrl({ filePath, codec }), waited])
      .then(([url]) => {
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
