import { cn, formatTime, SeekBar, useTrackPeaks, Waveform } from '@hifi/shared';

export interface BarSeekProps {
  trackId: string;
  currentTime: number;
  duration: number;
  buffered: number;
  onSeek(seconds: number): void;
  className?: string;
}

/**
 * The player bar's seek control: a small waveform once the track is analysed (played, buffered,
 * hover time), named "Waveform" as docs/product.md#layout asks (the track page's large one has the
 * same name; each sits in its own landmark, the region "Player" and main); the plain "Seek" bar
 * until then.
 */
export function BarSeek({ trackId, currentTime, duration, buffered, onSeek, className }: BarSeekProps) {
  const peaks = useTrackPeaks(trackId);
  if (peaks.status !== 'ready')
    return <SeekBar className={className} currentTime={currentTime} duration={duration} onSeek={onSeek} />;
  const known = Number.isFinite(duration) && duration > 0;
  return (
    <div className={cn('flex min-w-0 items-center gap-2 text-xs tabular-nums text-slate-400', className)}>
      <span data-testid="elapsed">{formatTime(currentTime)}</span>
      <Waveform
        className="h-8 flex-1"
        peaks={peaks.peaks}
        duration={known ? duration : 0}
        currentTime={currentTime}
        buffered={buffered}
        onSeek={onSeek}
      />
      <span data-testid="duration">{formatTime(known ? duration : 0)}</span>
    </div>
  );
}
