import {
  AddToPlaylistButton,
  Button,
  CoverArt,
  type ShortcutAction,
  ShortcutsDialog,
  TrackLikeButton,
  useNormalizeLoudness,
  usePlayerActions,
  usePlayerClock,
  usePlayerStatus,
} from '@hifi/shared';
import {
  AudioLines,
  Keyboard,
  LoaderCircle,
  Pause,
  Play,
  SkipBack,
  SkipForward,
  Volume2,
  VolumeX,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAudioEngine } from '../engine/use-audio-engine.ts';
import { useMediaSession } from '../hooks/use-media-session.ts';
import { usePersistQueue } from '../hooks/use-persist-queue.ts';
import { usePersistVolume } from '../hooks/use-persist-volume.ts';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts.ts';
import { BarSeek } from './bar-seek.tsx';
import { QueuePanel } from './queue-panel.tsx';
import { ScrollingTitle } from './scrolling-title.tsx';

/**
 * The persistent bottom bar. It sits in the main layout outside the routed outlet, so the
 * <audio> element (and playback) survives route changes.
 */
export function PlayerBar() {
  const { track, status, wantsPlaying, error, notice: playerNotice, volume, queue } = usePlayerStatus();
  const engine = useAudioEngine(track?.id ?? null);
  const hasNext = queue !== null && queue.index + 1 < queue.tracks.length;
  const clock = usePlayerClock();
  const actions = usePlayerActions();
  const [normalize, setNormalize] = useNormalizeLoudness();
  const [showShortcuts, setShowShortcuts] = useState(false);
  useMediaSession(track, wantsPlaying, actions, clock);
  usePersistQueue(queue, clock.currentTime);
  usePersistVolume(volume);
  const loading = track !== null && wantsPlaying && (status === 'loading' || status === 'buffering');
  const duration = Number.isFinite(clock.duration) ? clock.duration : (track?.duration ?? Number.NaN);
  const notice = error ?? playerNotice ?? engine.notice;

  // Unmuting goes back to the volume the listener had, not to full.
  const audible = useRef(volume > 0 ? volume : 1);
  useEffect(() => {
    if (volume > 0) audible.current = volume;
  }, [volume]);
  const toggleMute = () => actions.setVolume(volume === 0 ? audible.current : 0);
  const seekBy = (seconds: number) => actions.seek(Math.max(0, clock.currentTime + seconds));
  usePlayerShortcuts(track !== null, (action: ShortcutAction) => {
    const run: Record<ShortcutAction, () => void> = {
      toggle: actions.toggle,
      'back-5': () => seekBy(-5),
      'forward-5': () => seekBy(5),
      'back-10': () => seekBy(-10),
      'forward-10': () => seekBy(10),
      next: actions.next,
      previous: actions.previous,
      mute: toggleMute,
      help: () => setShowShortcuts(true),
    };
    run[action]();
  });

  return (
    <section
      id="player"
      tabIndex={-1}
      aria-label="Player"
      data-state={!track ? 'empty' : loading ? 'loading' : wantsPlaying ? 'playing' : 'paused'}
      // Until something plays the bar takes no height (a phone's first screen is for music, not an
      // empty bar); its audio elements stay mounted, so the first play finds the engine ready.
      className={
        track
          ? 'flex h-16 items-center gap-3 border-t border-slate-800 bg-slate-900 px-4 outline-none'
          : 'relative h-0 overflow-hidden outline-none'
      }
    >
      {/* Two elements: the second buffers the next track for a gapless change (mf-player/README.md). */}
      {engine.slots.map((slot, index) => (
        // biome-ignore lint/a11y/useMediaCaption: music tracks have no captions to offer
        <audio
          key={index}
          ref={slot}
          preload="auto"
          crossOrigin="anonymous"
          data-testid={engine.active === index ? 'player-audio' : 'player-audio-next'}
        />
      ))}
      {/* Mounted only while open: its code is fetched on the first '?' (the /discover size budget). */}
      {showShortcuts && <ShortcutsDialog open onOpenChange={setShowShortcuts} />}
      {!track ? (
        <p className="sr-only">Nothing playing</p>
      ) : (
        <>
          <Button
            aria-label="Previous track"
            title="Previous track (restarts the track after 3 s)"
            className="hidden sm:inline-flex"
            size="icon"
            variant="ghost"
            onClick={actions.previous}
          >
            <SkipBack aria-hidden className="size-4" />
          </Button>
          <Button
            aria-label={wantsPlaying ? 'Pause' : 'Play'}
            size="icon"
            variant="ghost"
            onClick={actions.toggle}
          >
            {loading ? (
              <LoaderCircle aria-hidden className="size-5 animate-spin" />
            ) : wantsPlaying ? (
              <Pause aria-hidden className="size-5" />
            ) : (
              <Play aria-hidden className="size-5" />
            )}
          </Button>
          <Button
            aria-label="Next track"
            size="icon"
            variant="ghost"
            disabled={!hasNext}
            onClick={actions.next}
          >
            <SkipForward aria-hidden className="size-4" />
          </Button>
          <CoverArt coverPath={track.coverPath} title={track.title} size={96} className="size-10" />
          <div className="w-32 min-w-0 shrink sm:w-56">
            <ScrollingTitle text={track.title} />
            <p className="truncate text-xs text-slate-400">{track.author ?? ''}</p>
          </div>
          {/* The same like as the track's cards and page: one cache, so all of them change together. */}
          <TrackLikeButton trackId={track.id} className="hidden shrink-0 sm:inline-flex" />
          <AddToPlaylistButton track={track} className="hidden shrink-0 sm:inline-flex" />
          <BarSeek
            // On a phone a notice takes the seek bar's place, so it is never hidden.
            className={notice ? 'hidden min-w-24 flex-1 sm:flex' : 'min-w-24 flex-1'}
            trackId={track.id}
            currentTime={clock.currentTime}
            duration={duration}
            buffered={clock.buffered}
            onSeek={actions.seek}
          />
          <div className="hidden items-center gap-1 sm:flex">
            <Button
              aria-label={volume === 0 ? 'Unmute' : 'Mute'}
              size="icon"
              variant="ghost"
              onClick={toggleMute}
            >
              {volume === 0 ? (
                <VolumeX aria-hidden className="size-4" />
              ) : (
                <Volume2 aria-hidden className="size-4" />
              )}
            </Button>
            <input
              aria-label="Volume"
              type="range"
              min={0}
              max={1}
              step={0.01}
              value={volume}
              onChange={(event) => actions.setVolume(Number(event.target.value))}
              className="w-20 accent-sky-500"
            />
          </div>
          {notice && (
            <p
              role="status"
              title={notice}
              className="min-w-0 flex-1 truncate text-xs text-amber-400 sm:max-w-48 sm:flex-none"
            >
              {notice}
            </p>
          )}
          <span className="sr-only" aria-live="polite">
            {loading ? `Loading ${track.title}` : ''}
          </span>
          <Button
            role="switch"
            aria-checked={normalize}
            aria-label="Normalize loudness"
            title="Normalize loudness: every track at the same loudness (ReplayGain), never clipped"
            className={normalize ? 'hidden text-sky-400 sm:inline-flex' : 'hidden sm:inline-flex'}
            size="icon"
            variant="ghost"
            onClick={() => setNormalize(!normalize)}
          >
            <AudioLines aria-hidden className="size-4" />
          </Button>
          <Button
            aria-label="Keyboard shortcuts"
            className="hidden md:inline-flex"
            size="icon"
            variant="ghost"
            onClick={() => setShowShortcuts(true)}
          >
            <Keyboard aria-hidden className="size-4" />
          </Button>
          <QueuePanel queue={queue} onRemove={actions.removeFromQueue} onMove={actions.moveInQueue} />
          <Button
            aria-label="Close player"
            className="hidden md:inline-flex"
            size="icon"
            variant="ghost"
            onClick={actions.close}
          >
            <X aria-hidden className="size-4" />
          </Button>
        </>
      )}
    </section>
  );
}
