import { Button, SeekBar, usePlayer } from '@hifi/shared';
import { LoaderCircle, Pause, Play, Volume2, VolumeX, X } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useAudioEngine } from '../hooks/use-audio-engine.ts';
import { useMediaSession } from '../hooks/use-media-session.ts';
import { useSpaceToggle } from '../hooks/use-space-toggle.ts';
import { ScrollingTitle } from './scrolling-title.tsx';

/**
 * The persistent bottom bar. It sits in the main layout outside the routed outlet, so the
 * <audio> element (and playback) survives route changes.
 */
export function PlayerBar() {
  const [player, setPlayer] = usePlayer();
  const audioRef = useRef<HTMLAudioElement>(null);
  const engine = useAudioEngine(audioRef);
  const track = player.current;
  const play = useCallback(() => setPlayer((p) => (p.current ? { ...p, playing: true } : p)), [setPlayer]);
  const pause = useCallback(() => setPlayer((p) => ({ ...p, playing: false })), [setPlayer]);
  useMediaSession(track, player.playing, { ...engine, play, pause });
  useSpaceToggle(track !== null, engine.toggle);
  const loading = track !== null && player.playing && player.loading === true;
  const duration = Number.isFinite(engine.duration) ? engine.duration : (track?.duration ?? Number.NaN);

  return (
    <section
      aria-label="Player"
      data-state={!track ? 'empty' : loading ? 'loading' : player.playing ? 'playing' : 'paused'}
      className="flex h-16 items-center gap-3 border-t border-slate-800 bg-slate-900 px-4"
    >
      {/* biome-ignore lint/a11y/useMediaCaption: music tracks have no captions to offer */}
      <audio ref={audioRef} preload="auto" data-testid="player-audio" />
      {!track ? (
        <p className="min-w-0 flex-1 truncate text-sm text-slate-400">Nothing playing</p>
      ) : (
        <>
          <Button
            aria-label={player.playing ? 'Pause' : 'Play'}
            size="icon"
            variant="ghost"
            onClick={engine.toggle}
          >
            {loading ? (
              <LoaderCircle aria-hidden className="size-5 animate-spin" />
            ) : player.playing ? (
              <Pause aria-hidden className="size-5" />
            ) : (
              <Play aria-hidden className="size-5" />
            )}
          </Button>
          <div className="w-40 min-w-0 shrink sm:w-56">
            <ScrollingTitle text={track.title} />
            <p className="truncate text-xs text-slate-400">{track.author ?? ''}</p>
          </div>
          <SeekBar
            className="min-w-24 flex-1"
            currentTime={engine.currentTime}
            duration={duration}
            onSeek={engine.seek}
          />
          <div className="hidden items-center gap-1 sm:flex">
            <Button
              aria-label={engine.volume === 0 ? 'Unmute' : 'Mute'}
              size="icon"
              variant="ghost"
              onClick={() => engine.setVolume(engine.volume === 0 ? 1 : 0)}
            >
              {engine.volume === 0 ? (
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
              value={engine.volume}
              onChange={(event) => engine.setVolume(Number(event.target.value))}
              className="w-20 accent-sky-500"
            />
          </div>
          {engine.notice && (
            <p role="status" className="hidden max-w-48 truncate text-xs text-amber-400 lg:block">
              {engine.notice}
            </p>
          )}
          <span className="sr-only" aria-live="polite">
            {loading ? `Loading ${track.title}` : ''}
          </span>
          <Button
            aria-label="Close player"
            className="hidden md:inline-flex"
            size="icon"
            variant="ghost"
            onClick={engine.close}
          >
            <X aria-hidden className="size-4" />
          </Button>
        </>
      )}
    </section>
  );
}
