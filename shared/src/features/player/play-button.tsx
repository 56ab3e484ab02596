import { LoaderCircle, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePlayer } from '../../state/hooks.tsx';
import type { PlayerTrack } from '../../state/player-atom.ts';
import { Button } from '../../ui/button.tsx';

/** SPEC §7: the spinner after a click shows for at most this long, even if audio is slower. */
export const PLAY_LOADING_MS = 3000;

export interface PlayButtonProps {
  track: PlayerTrack;
  className?: string;
  size?: 'default' | 'sm' | 'icon';
}

/**
 * Sets the shared player atom and nothing else: the engine in mf-player reacts to it, so a
 * button on any page (any remote) controls the one persistent player.
 */
export function PlayButton({ track, className, size = 'icon' }: PlayButtonProps) {
  const [player, setPlayer] = usePlayer();
  const [pending, setPending] = useState(false);
  const isCurrent = player.current?.id === track.id;
  const isPlaying = isCurrent && player.playing;
  const engineReady = isCurrent && player.loading === false;

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setPending(false), PLAY_LOADING_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  // The engine reported audio (or a failure): the spinner has done its job.
  useEffect(() => {
    if (pending && (engineReady || !isCurrent)) setPending(false);
  }, [pending, engineReady, isCurrent]);

  const onClick = () => {
    if (isPlaying) {
      setPlayer({ ...player, playing: false });
      return;
    }
    if (isCurrent) {
      setPlayer({ ...player, playing: true });
      return;
    }
    setPlayer({ current: track, playing: true, loading: true });
    setPending(true);
  };

  const label = pending
    ? `Loading ${track.title}`
    : isPlaying
      ? `Pause ${track.title}`
      : `Play ${track.title}`;
  return (
    <Button
      aria-label={label}
      aria-busy={pending || undefined}
      className={className}
      data-state={pending ? 'loading' : isPlaying ? 'playing' : 'idle'}
      size={size}
      onClick={onClick}
    >
      {pending ? (
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
      ) : isPlaying ? (
        <Pause aria-hidden className="size-4" />
      ) : (
        <Play aria-hidden className="size-4" />
      )}
    </Button>
  );
}
