import { Button, SeekBar, usePlayerActions, usePlayerClock, usePlayerStatus } from '@hifi/shared';
import { LoaderCircle, Pause, Play, SkipBack, SkipForward, Volume2, VolumeX, X } from 'lucide-react';
import { useRef } from 'react';
import { useAudioEngine } from '../engine/use-audio-engine.ts';
import { useMediaSession } from '../hooks/use-media-session.ts';
import { usePersistQueue } from '../hooks/use-persist-queue.ts';
import { useSpaceToggle } from '../hooks/use-space-toggle.ts';
import { QueuePanel } from './queue-panel.tsx';
import { ScrollingTitle } from './scrolling-title.tsx';

/**
 * The persistent bottom bar. It sits in the main layout outside the routed outlet, so the
 * <audio> element (and playback) survives route changes.
 */
export function PlayerBar() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const recordNotice = useAudioEngine(audioRef);
  const { track, status, wantsPlaying, error, volume, queue } = usePlayerStatus();
  const hasNext = queue !== null && queue.index + 1 < queue.tracks.length;
  const clock = usePlayerClock();
  const actions = usePlayerActions();
  useMediaSession(track, wantsPlaying, actions, clock);
  usePersistQueue(queue, clock.currentTime);
  useSpaceToggle(track !== null, actions.toggle);
  const loading = track !== null && wantsPlaying && (status === 'loading' || status === 'buffering');
  const duration = Number.isFinite(clock.duration) ? clock.duration : (track?.duration ?? Number.NaN);
  const notice = error ?? recordNotice;

  return (
    <section
      aria-label="Player"
      data-state={!track ? 'empty' : loading ? 'loading' : wantsPlaying ? 'playing' : 'paused'}
      className="flex h-16 items-center gap-3 border-t border-slate-800 bg-slate-900 px-4"
    >
      {/* biome-ignore lint/a11y/useMediaCaption: music tracks have no captions to offer */}
      <audio ref={audioRef} preload="auto" data-testid="player-audio" />
      {!track ? (
        <p className="min-w-0 flex-1 truncate text-sm text-slate-400">Nothing playing</p>
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
          <div className="w-40 min-w-0 shrink sm:w-56">
            <ScrollingTitle text={track.title} />
            <p className="truncate text-xs text-slate-400">{track.author ?? ''}</p>
          </div>
          <SeekBar
            // On a phone a notice takes the seek bar's place, so it is never hidden.
            className={notice ? 'hidden min-w-24 flex-1 sm:flex' : 'min-w-24 flex-1'}
            currentTime={clock.currentTime}
            duration={duration}
            onSeek={actions.seek}
          />
          <div className="hidden items-center gap-1 sm:flex">
            <Button
              aria-label={volume === 0 ? 'Unmute' : 'Mute'}
              size="icon"
              variant="ghost"
              onClick={() => actions.setVolume(volume === 0 ? 1 : 0)}
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
