import type { KeyboardEvent, MouseEvent } from 'react';
import { cn } from '../../ui/cn.ts';
import { formatTime } from './format-time.ts';

export interface SeekBarProps {
  /** seconds */
  currentTime: number;
  /** seconds; 0 or NaN while unknown */
  duration: number;
  onSeek(seconds: number): void;
  className?: string;
}

/**
 * A clickable, keyboard-operable seek bar with elapsed and total time as m:ss. A click anywhere
 * on the track jumps there; arrow keys step 5 s (Home/End to the ends).
 */
export function SeekBar({ currentTime, duration, onSeek, className }: SeekBarProps) {
  const known = Number.isFinite(duration) && duration > 0;
  const fraction = known ? Math.min(1, Math.max(0, currentTime / duration)) : 0;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!known) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    onSeek(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * duration);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!known) return;
    const step = { ArrowLeft: -5, ArrowDown: -5, ArrowRight: 5, ArrowUp: 5 }[event.key];
    if (step !== undefined) onSeek(Math.min(duration, Math.max(0, currentTime + step)));
    else if (event.key === 'Home') onSeek(0);
    else if (event.key === 'End') onSeek(duration);
    else return;
    event.preventDefault();
  };

  return (
    <div className={cn('flex min-w-0 items-center gap-2 text-xs tabular-nums text-slate-400', className)}>
      <span data-testid="elapsed">{formatTime(currentTime)}</span>
      <div
        role="slider"
        tabIndex={0}
        aria-label="Seek"
        aria-valuemin={0}
        aria-valuemax={known ? Math.round(duration) : 0}
        aria-valuenow={Math.round(currentTime)}
        aria-valuetext={`${formatTime(currentTime)} of ${formatTime(duration)}`}
        className="group relative h-4 flex-1 cursor-pointer focus-visible:outline-2 focus-visible:outline-sky-500"
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded bg-slate-700" />
        <div
          className="absolute left-0 top-1/2 h-1 -translate-y-1/2 rounded bg-sky-500"
          style={{ width: `${fraction * 100}%` }}
        />
      </div>
      <span data-testid="duration">{formatTime(known ? duration : 0)}</span>
    </div>
  );
}
