/**
 * The one audio engine of the page. It owns the <audio> element the PlayerBar renders and
 * follows shared's player atom: a new current track loads a URL (only the active track ever
 * gets one) and auto-starts with retries; playing/paused follow the atom both ways, so play
 * buttons elsewhere, the bar, the keyboard and the OS media controls all agree.
 */
import { playableAudioUrl, RECORD_PLAY_ERROR, recordPlay, usePlayer, useSession } from '@hifi/shared';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { autoStart } from '../lib/auto-start.ts';

export interface AudioEngine {
  currentTime: number;
  duration: number;
  volume: number;
  /** a message for the listener ('Could not load this track', 'Failed to record play count') */
  notice: string | null;
  toggle(): void;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  close(): void;
}

const VOLUME_KEY = 'hifi-player-volume';

function storedVolume(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(VOLUME_KEY));
    return Number.isFinite(value) &&
      value >= 0 &&
      value <= 1 &&
      globalThis.localStorage?.getItem(VOLUME_KEY) !== null
      ? value
      : 1;
  } catch {
    return 1;
  }
}

export function useAudioEngine(audioRef: RefObject<HTMLAudioElement | null>): AudioEngine {
  const [player, setPlayer] = usePlayer();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [volume, setVolumeState] = useState(storedVolume);
  const [notice, setNotice] = useState<string | null>(null);

  const track = player.current;
  const trackId = track?.id;
  const filePath = track?.filePath;
  /** id of the track whose URL is on the element */
  const loadedId = useRef<string | null>(null);
  /** a src change pauses the element; that pause is ours, not the listener's */
  const switching = useRef(false);
  /** SPEC §4: one play per track per player instance; the flag resets when recording fails */
  const recorded = useRef(new Set<string>());
  /** the pending auto-start of a freshly loaded track; a pause request cancels it */
  const pendingStart = useRef<AbortController | null>(null);
  const wantPlaying = useRef(player.playing);
  wantPlaying.current = player.playing;
  const userRef = useRef(userId);
  userRef.current = userId;

  const stopped = useCallback(
    (message: string | null) => {
      setPlayer((p) => ({ ...p, playing: false, loading: false }));
      if (message) setNotice(message);
    },
    [setPlayer],
  );

  // Load the active track.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!trackId || !filePath) {
      loadedId.current = null;
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
      setCurrentTime(0);
      setDuration(Number.NaN);
      return;
    }
    const controller = new AbortController();
    loadedId.current = null;
    switching.current = true;
    setNotice(null);
    setCurrentTime(0);
    setDuration(Number.NaN);
    audio.pause();
    (async () => {
      try {
        const url = await playableAudioUrl(filePath);
        if (controller.signal.aborted) return;
        audio.src = url;
        loadedId.current = trackId;
        if (!wantPlaying.current) return;
        const start = new AbortController();
        pendingStart.current = start;
        const started = await autoStart(audio, AbortSignal.any([controller.signal, start.signal]));
        if (!started && !controller.signal.aborted && !start.signal.aborted)
          stopped('Could not start playback');
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Could not load this track', error);
        stopped('Could not load this track');
      } finally {
        if (!controller.signal.aborted) switching.current = false;
      }
    })();
    return () => controller.abort();
  }, [audioRef, trackId, filePath, stopped]);

  // Play/pause requested through the atom for the loaded track.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !trackId || loadedId.current !== trackId) return;
    if (player.playing && audio.paused) {
      const controller = new AbortController();
      autoStart(audio, controller.signal).then((started) => {
        if (!started && !controller.signal.aborted) stopped('Could not start playback');
      });
      return () => controller.abort();
    }
    if (!player.playing) {
      // Paused while the track was still starting: it must not start afterwards.
      pendingStart.current?.abort();
      if (!audio.paused) audio.pause();
      if (player.loading) setPlayer((p) => ({ ...p, loading: false }));
    }
  }, [audioRef, player.playing, player.loading, trackId, stopped, setPlayer]);

  // The element's own events: the truth about what is audible.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onPlaying = () => {
      switching.current = false;
      setPlayer((p) => (p.playing && p.loading === false ? p : { ...p, playing: true, loading: false }));
      const id = loadedId.current;
      if (!id || recorded.current.has(id)) return;
      recorded.current.add(id);
      recordPlay(id, userRef.current).catch((error) => {
        recorded.current.delete(id);
        console.error(RECORD_PLAY_ERROR, error);
        setNotice(RECORD_PLAY_ERROR);
      });
    };
    const onPause = () => {
      if (switching.current) return;
      setPlayer((p) => (p.playing ? { ...p, playing: false } : p));
    };
    const onError = () => {
      if (!audio.getAttribute('src')) return;
      switching.current = false;
      stopped('Could not play this track');
    };
    const onTime = () => setCurrentTime(audio.currentTime);
    const onDuration = () => setDuration(audio.duration);
    const listeners = new AbortController();
    const on = (type: string, listener: () => void) =>
      audio.addEventListener(type, listener, { signal: listeners.signal });
    on('playing', onPlaying);
    on('pause', onPause);
    on('ended', onPause);
    on('error', onError);
    on('timeupdate', onTime);
    on('seeked', onTime);
    on('durationchange', onDuration);
    on('loadedmetadata', onDuration);
    return () => listeners.abort();
  }, [audioRef, setPlayer, stopped]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [audioRef, volume]);

  const toggle = useCallback(() => {
    setPlayer((p) => (p.current ? { ...p, playing: !p.playing } : p));
  }, [setPlayer]);

  const seek = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!audio || !Number.isFinite(seconds)) return;
      audio.currentTime = Math.max(0, seconds);
      setCurrentTime(audio.currentTime);
    },
    [audioRef],
  );

  const setVolume = useCallback((value: number) => {
    const clamped = Math.min(1, Math.max(0, value));
    setVolumeState(clamped);
    try {
      localStorage.setItem(VOLUME_KEY, String(clamped));
    } catch {
      // private mode: the volume just is not remembered
    }
  }, []);

  const close = useCallback(() => setPlayer({ current: null, playing: false }), [setPlayer]);

  return { currentTime, duration, volume, notice, toggle, seek, setVolume, close };
}
