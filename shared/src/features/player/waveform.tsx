import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import type { WaveformPeaks } from '../../data/analysis/analysis-shape.ts';
import { cn } from '../../ui/cn.ts';
import { formatDuration } from '../tracks/format.ts';

export type { WaveformPeaks };

export interface WaveformProps {
  /** null while the peaks are loading: a placeholder of the same size */
  peaks: WaveformPeaks | null;
  /** seconds */
  duration: number;
  currentTime: number;
  /** seconds buffered ahead from the start (drawn lighter than what is not loaded yet) */
  buffered?: number;
  /** the slider's accessible name ("Waveform" on the track page and in the player bar) */
  label?: string;
  onSeek(seconds: number): void;
  /** moments to mark (comments pinned to the track); the label shows on hover */
  markers?: readonly { seconds: number; label: string }[];
  className?: string;
}

/** Arrow keys move this many seconds; Page Up/Down ten times as far. */
const KEY_STEP_S = 5;

/**
 * The track drawn from its analysis peaks (hand-drawn on a canvas: the peaks are already
 * computed, so a player library's decoding and its 50+ KB are not needed). The played part is
 * lit; a click or a drag at x % of the width seeks to x % of the track; arrow keys seek too.
 */
export function Waveform({
  peaks,
  duration,
  currentTime,
  buffered = 0,
  label = 'Waveform',
  onSeek,
  markers = [],
  className,
}: WaveformProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const fraction = (seconds: number) => (duration > 0 ? Math.min(1, Math.max(0, seconds / duration)) : 0);
  const played = fraction(currentTime);
  const loaded = fraction(buffered);

  useEffect(() => {
    const el = canvas.current;
    const context = el?.getContext('2d');
    if (!el || !context || !peaks) return;
    const scale = globalThis.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(el.clientWidth * scale));
    const height = Math.max(1, Math.round(el.clientHeight * scale));
    el.width = width;
    el.height = height;
    context.clearRect(0, 0, width, height);
    const points = Math.max(1, Math.floor(peaks.data.length / 2));
    const range = 2 ** (peaks.bits - 1);
    const bar = Math.max(1, Math.round(2 * scale));
    const gap = Math.max(1, Math.round(scale));
    for (let x = 0; x < width; x += bar + gap) {
      const from = Math.floor((x / width) * points);
      const to = Math.max(from + 1, Math.floor(((x + bar) / width) * points));
      let low = 0;
      let high = 0;
      for (let i = from; i < to && i < points; i++) {
        low = Math.min(low, peaks.data[2 * i] ?? 0);
        high = Math.max(high, peaks.data[2 * i + 1] ?? 0);
      }
      const top = ((range - high) / (2 * range)) * height;
      const bottom = ((range - low) / (2 * range)) * height;
      const at = x / width;
      context.fillStyle = at < played ? '#38bdf8' : at < loaded ? '#64748b' : '#334155';
      context.fillRect(x, top, bar, Math.max(1, bottom - top));
    }
  }, [peaks, played, loaded]);

  const secondsAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || !(duration > 0)) return null;
    return Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * duration;
  };
  const seekAt = (event: PointerEvent<HTMLDivElement>) => {
    const seconds = secondsAt(event);
    if (seconds !== null) onSeek(seconds);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = {
      ArrowLeft: -KEY_STEP_S,
      ArrowDown: -KEY_STEP_S,
      ArrowRight: KEY_STEP_S,
      ArrowUp: KEY_STEP_S,
      PageDown: -10 * KEY_STEP_S,
      PageUp: 10 * KEY_STEP_S,
    }[event.key];
    if (event.key === 'Home') onSeek(0);
    else if (event.key === 'End' && duration > 0) onSeek(duration);
    else if (step !== undefined) onSeek(Math.min(duration, Math.max(0, currentTime + step)));
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-busy={peaks === null}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration) || 0}
      aria-valuenow={Math.round(currentTime)}
      aria-valuetext={`${formatDuration(currentTime) || '0:00'} of ${formatDuration(duration) || '0:00'}`}
      className={cn(
        'relative h-20 w-full cursor-pointer touch-none rounded-md focus-visible:outline-2 focus-visible:outline-sky-500',
        className,
      )}
      onPointerDown={(event) => {
        try {
          // a drag keeps seeking outside the box
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // a synthetic pointer has nothing to capture
        }
        seekAt(event);
      }}
      onPointerMove={(event) => {
        setHover(secondsAt(event));
        if (event.currentTarget.hasPointerCapture(event.pointerId)) seekAt(event);
      }}
      onPointerLeave={() => setHover(null)}
      onKeyDown={onKeyDown}
    >
      {peaks ? (
        <canvas ref={canvas} className="h-full w-full" aria-hidden />
      ) : (
        <div className="h-full w-full animate-pulse rounded-md bg-slate-800" data-testid="waveform-loading" />
      )}
      {hover !== null && duration > 0 && (
        // The time under the pointer: where a click would go.
        <span
          aria-hidden
          data-testid="waveform-hover-time"
          className="pointer-events-none absolute -top-6 -translate-x-1/2 rounded bg-slate-800 px-1.5 py-0.5 text-xs tabular-nums text-slate-100"
          style={{ left: `${(hover / duration) * 100}%` }}
        >
          {formatDuration(hover) || '0:00'}
        </span>
      )}
      {duration > 0 &&
        markers
          .filter((marker) => marker.seconds >= 0 && marker.seconds <= duration)
          .map((marker) => (
            // Pointer-only hints: the comments list carries the same moments as buttons.
            <span
              key={`${marker.seconds}-${marker.label}`}
              data-testid="waveform-marker"
              title={marker.label}
              aria-hidden
              className="absolute bottom-0 size-2.5 -translate-x-1/2 rounded-full border border-slate-950 bg-amber-300"
              style={{ left: `${(marker.seconds / duration) * 100}%` }}
            />
          ))}
    </div>
  );
}
