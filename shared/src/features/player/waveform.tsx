import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import type { WaveformPeaks } from '../../data/analysis/analysis-shape.ts';
import { cn } from '../../ui/cn.ts';
import { formatDuration } from '../tracks/format.ts';

export type { WaveformPeaks };

export interface WaveformProps {
  peaks: WaveformPeaks;
  /** seconds */
  duration: number;
  currentTime: number;
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
export function Waveform({ peaks, duration, currentTime, onSeek, markers = [], className }: WaveformProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const played = duration > 0 ? Math.min(1, Math.max(0, currentTime / duration)) : 0;

  useEffect(() => {
    const el = canvas.current;
    const context = el?.getContext('2d');
    if (!el || !context) return;
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
      context.fillStyle = x / width < played ? '#38bdf8' : '#475569';
      context.fillRect(x, top, bar, Math.max(1, bottom - top));
    }
  }, [peaks, played]);

  const seekAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || !(duration > 0)) return;
    onSeek(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * duration);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = {
      ArrowLeft: -KEY_STEP_S,
      ArrowRight: KEY_STEP_S,
      PageDown: -10 * KEY_STEP_S,
      PageUp: 10 * KEY_STEP_S,
    }[event.key];
    if (event.key === 'Home') onSeek(0);
    else if (step !== undefined) onSeek(Math.min(duration, Math.max(0, currentTime + step)));
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Waveform"
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
        if (event.currentTarget.hasPointerCapture(event.pointerId)) seekAt(event);
      }}
      onKeyDown={onKeyDown}
    >
      <canvas ref={canvas} className="h-full w-full" aria-hidden />
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
