import { LoaderCircle, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { needsRendition } from '../../data/storage/playable-audio-url.ts';
import { prefetchOnIntent } from '../../data/storage/prefetch-audio.ts';
import { playerNow, usePlayerActions, usePlayerStatus } from '../../state/hooks.tsx';
import type { PlayerTrack, QueueContext } from '../../state/player/player-track.ts';
import { Button } from '../../ui/button.tsx';

/**
 * The spinner after a click shows for at most this long, even if audio is slower
 * (docs/product.md#4-states-and-transitions).
 */
export const PLAY_LOADING_MS = 3000;

/**
 * A pointer or focus that stays this long on a play button is intent; one that passes on (or a
 * tap, whose pointerenter comes with the click) fetches nothing ahead, since the play's own
 * request would only share the connection with a prefetch of the same bytes.
 */
export const INTENT_DWELL_MS = 100;

export interface PlayButtonProps {
  track: PlayerTrack;
  className?: string;
  size?: 'default' | 'sm' | 'icon';
  /**
   * The list the track is played from (it becomes the queue), with the track at `index`; or a
   * function that gives it at the click (a growing list need not re-render every button).
   */
  queue?: QueueContext | (() => QueueContext | undefined);
  /** Start at this second when the track is started (a shared link's ?t=). */
  from?: number;
  /**
   * The track the page is about (a track page's own): while the button shows and the player holds
   * nothing, the player is readied for it (no bytes fetched), so its first play starts at once.
   */
  primary?: boolean;
}

/**
 * Says what the listener wants (play, pause, resume) and nothing else: the engine in mf-player
 * acts on it, so a button on any page (any remote) controls the one persistent player.
 */
export function PlayButton({ track, className, size = 'icon', queue, from, primary }: PlayButtonProps) {
  const player = usePlayerStatus();
  const actions = usePlayerActions();
  const isCurrent = player.track?.id === track.id;
  const isPlaying = isCurrent && player.wantsPlaying;

  // The spinner, for a start the page shows (a play button's start shows once it sounds, or
  // after SHOWN_AFTER_START_MS: the click itself changes nothing on the page) until the engine
  // reports audio or a failure, and for PLAY_LOADING_MS at most.
  const starting = isPlaying && player.status === 'loading';
  const [spinnerDone, setSpinnerDone] = useState(false);
  useEffect(() => {
    setSpinnerDone(false);
    if (!starting) return;
    const timer = setTimeout(() => setSpinnerDone(true), PLAY_LOADING_MS);
    return () => clearTimeout(timer);
  }, [starting]);
  const loading = starting && !spinnerDone;

  // Readying the player costs no bytes (the engine's ready-start); a start at a second (?t=)
  // is the engine's, which seeks once loaded.
  const readies = from === undefined;
  const { readyStart, forgetReady } = actions;
  const latest = useRef(track);
  latest.current = track;
  // what is readied: the object changes with every render of a list, the file does not
  const primaryFile = primary && readies ? `${track.filePath} ${track.codec ?? ''}` : null;
  useEffect(() => {
    if (!primaryFile) return;
    const wanted = latest.current;
    readyStart(wanted);
    return () => forgetReady(wanted.filePath);
  }, [primaryFile, readyStart, forgetReady]);

  const intent = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dropIntent = () => clearTimeout(intent.current);
  // a button that unmounts with a warm-up waiting warms nothing
  useEffect(() => () => clearTimeout(intent.current), []);
  /** In the player right now: the latest click may have put it there before the page shows it. */
  const inPlayer = () => playerNow().track?.filePath === track.filePath;

  const onClick = () => {
    dropIntent();
    // what the player holds now, not what the page still shows
    const now = playerNow();
    if (now.track?.id === track.id) {
      // a start the page does not show yet: the click that asked for it is being answered
      if (!isCurrent) return;
      if (now.wantsPlaying) actions.pause();
      else actions.resume();
      return;
    }
    // The engine hears the intent inside this write (the store calls it synchronously), so the
    // element gets its URL and play() in this task; the page shows the start once the element
    // plays or fails (startTrackAtom): nothing renders at the click.
    actions.start(track, typeof queue === 'function' ? queue() : queue, from);
  };

  // A pointer resting on the button or focus on it usually comes before the click: warm the
  // track's first bytes now (docs/product.md#9-constants-and-limits), not for the current track.
  const onIntent = () => {
    if (isCurrent || inPlayer() || needsRendition(track)) return;
    dropIntent();
    intent.current = setTimeout(() => {
      // the pointer that clicked may come back as the page shifts (the bar appears): no intent
      if (inPlayer()) return;
      if (readies) readyStart(track);
      void prefetchOnIntent(track.filePath);
    }, INTENT_DWELL_MS);
  };
  // A press is the surest intent, some 100 ms before a tap's click: the player is readied now.
  const onPointerDown = () => {
    if (!isCurrent && readies) readyStart(track);
  };

  const label = loading
    ? `Loading ${track.title}`
    : isPlaying
      ? `Pause ${track.title}`
      : `Play ${track.title}`;
  return (
    <Button
      aria-label={label}
      aria-busy={loading || undefined}
      className={className}
      data-state={loading ? 'loading' : isPlaying ? 'playing' : 'idle'}
      size={size}
      onClick={onClick}
      onPointerDown={onPointerDown}
      onPointerEnter={onIntent}
      onPointerLeave={dropIntent}
      onFocus={onIntent}
      onBlur={dropIntent}
    >
      {loading ? (
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
      ) : isPlaying ? (
        <Pause aria-hidden className="size-4" />
      ) : (
        <Play aria-hidden className="size-4" />
      )}
    </Button>
  );
}
