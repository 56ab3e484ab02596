/**
 * The page's one audio engine (shared's AudioEngine) over the page's player machine and the two
 * `<audio>` elements the PlayerBar renders; the second buffers the next track for a gapless
 * change (mf-player/README.md#gapless). See docs/architecture.md#the-path-of-a-play-click.
 */
import {
  AudioEngine,
  type AudioEngineSlot,
  createPlayRecorder,
  pagePlayerMachine,
  trackQuery,
  useNormalizeLoudness,
  useSession,
} from '@hifi/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { trackLoudnessGain } from './track-loudness-gain.ts';

export interface PageAudioEngine {
  /** the two elements; `active` is the one playing (or about to) */
  slots: readonly [RefObject<HTMLAudioElement | null>, RefObject<HTMLAudioElement | null>];
  active: AudioEngineSlot;
  /** a notice the machine does not hold (a play that could not be recorded), or null */
  notice: string | null;
}

/** `trackId`: the current track's, to show a notice only while its track is current. */
export function useAudioEngine(trackId: string | null): PageAudioEngine {
  const first = useRef<HTMLAudioElement>(null);
  const second = useRef<HTMLAudioElement>(null);
  const [active, setActive] = useState<AudioEngineSlot>(0);
  const [engine, setEngine] = useState<AudioEngine | null>(null);
  const [notice, setNotice] = useState<{ message: string; trackId: string } | null>(null);
  const [normalize] = useNormalizeLoudness();
  // a play is recorded as whoever is signed in when it starts
  const session = useSession();
  const user = useRef<string | null>(null);
  user.current = session.status === 'signed-in' ? session.session.user.id : null;

  useEffect(() => {
    const [a, b] = [first.current, second.current];
    if (!a || !b) return;
    // one recorder for the engine's life: a track is recorded once per player instance
    const record = createPlayRecorder((message, trackId) => setNotice({ message, trackId }));
    const made = new AudioEngine(pagePlayerMachine(), [a, b], {
      trackExists: (trackId) => trackQuery(trackId).then((found) => found !== null),
      onPlaying: (playing) => record(playing, user.current),
      onActiveChange: setActive,
      loudnessGain: trackLoudnessGain,
    });
    setEngine(made);
    return () => made.dispose();
  }, []);

  useEffect(() => engine?.setLoudnessNormalized(normalize), [engine, normalize]);

  return {
    slots: [first, second],
    active,
    notice: notice && notice.trackId === trackId ? notice.message : null,
  };
}
