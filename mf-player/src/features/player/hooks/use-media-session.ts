import { COVER_SIZES, coverUrl, type PlayerTrack, PRODUCT_NAME } from '@hifi/shared';
import { useEffect, useRef } from 'react';

interface Controls {
  resume(): void;
  pause(): void;
  seek(seconds: number): void;
  next(): void;
  previous(): void;
}

interface Clock {
  currentTime: number;
  duration: number;
}

/**
 * The OS and the keyboard's media keys see the track (title, artist, cover) and drive the same engine
 * as the bar, through the Media Session API where the browser has it.
 */
export function useMediaSession(
  track: PlayerTrack | null,
  playing: boolean,
  controls: Controls,
  clock: Clock,
) {
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;

  useEffect(() => {
    if (!session) return;
    session.metadata =
      track && typeof MediaMetadata !== 'undefined'
        ? new MediaMetadata({
            title: track.title,
            artist: track.author ?? '',
            album: PRODUCT_NAME,
            artwork: track.coverPath
              ? COVER_SIZES.map((size) => ({
                  src: coverUrl(track.coverPath as string, size),
                  sizes: `${size}x${size}`,
                  type: 'image/webp',
                }))
              : [],
          })
        : null;
  }, [session, track]);

  useEffect(() => {
    if (!session) return;
    session.playbackState = track ? (playing ? 'playing' : 'paused') : 'none';
  }, [session, track, playing]);

  const { resume, pause, seek, next, previous } = controls;
  const { currentTime, duration } = clock;
  // The seek handlers read the clock when called, so they are not set again four times a second.
  const now = useRef(clock);
  now.current = clock;
  useEffect(() => {
    if (!session || !track) return;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => resume()],
      ['pause', () => pause()],
      ['stop', () => pause()],
      ['nexttrack', () => next()],
      ['previoustrack', () => previous()],
      ['seekto', (details) => details.seekTime !== undefined && seek(details.seekTime)],
      ['seekbackward', (details) => seek(Math.max(0, now.current.currentTime - (details.seekOffset ?? 10)))],
      [
        'seekforward',
        (details) =>
          seek(Math.min(now.current.duration || 0, now.current.currentTime + (details.seekOffset ?? 10))),
      ],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // an action this browser does not know
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
    };
  }, [session, track, resume, pause, seek, next, previous]);

  useEffect(() => {
    if (!session?.setPositionState || !track || !Number.isFinite(duration) || duration <= 0) return;
    try {
      session.setPositionState({ duration, position: Math.min(currentTime, duration), playbackRate: 1 });
    } catch {
      // position past duration while metadata settles
    }
  }, [session, track, currentTime, duration]);
}
