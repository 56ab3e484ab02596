import { playableAudioUrl, RECORD_PLAY_ERROR, recordPlay } from '@hifi/shared';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * The embed's own small engine: the URL is asked for on the first play (an embed on a busy page
 * costs nothing until someone listens), a play is recorded once, anonymously (SPEC §6: embeds
 * do no session work).
 */
export function useEmbedAudio(
  audioRef: RefObject<HTMLAudioElement | null>,
  track: { id: string; filePath: string },
) {
  const [playing, setPlaying] = useState(false);
  const [loading, setLoading] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [notice, setNotice] = useState<string | null>(null);
  const recorded = useRef(false);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onPlaying = () => {
      setPlaying(true);
      setLoading(false);
      if (recorded.current) return;
      recorded.current = true;
      recordPlay(track.id, null).catch((error) => {
        recorded.current = false;
        console.error(RECORD_PLAY_ERROR, error);
      });
    };
    const onPause = () => setPlaying(false);
    const onTime = () => setCurrentTime(audio.currentTime);
    const onDuration = () => setDuration(audio.duration);
    const onError = () => {
      if (!audio.getAttribute('src')) return;
      setLoading(false);
      setPlaying(false);
      setNotice('Could not play this track');
    };
    const events: [string, () => void][] = [
      ['playing', onPlaying],
      ['pause', onPause],
      ['ended', onPause],
      ['timeupdate', onTime],
      ['seeked', onTime],
      ['durationchange', onDuration],
      ['error', onError],
    ];
    for (const [name, fn] of events) audio.addEventListener(name, fn);
    return () => {
      for (const [name, fn] of events) audio.removeEventListener(name, fn);
    };
  }, [audioRef, track.id]);

  const toggle = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    setNotice(null);
    try {
      if (!audio.getAttribute('src')) {
        setLoading(true);
        audio.src = await playableAudioUrl(track.filePath);
      }
      await audio.play();
    } catch (error) {
      console.error(error);
      setLoading(false);
      setNotice('Could not play this track');
    }
  }, [audioRef, track.filePath]);

  const seek = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!audio?.getAttribute('src')) return;
      audio.currentTime = seconds;
      setCurrentTime(seconds);
    },
    [audioRef],
  );

  return { playing, loading, currentTime, duration, notice, toggle, seek };
}
