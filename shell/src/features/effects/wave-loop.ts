/**
 * The background wave's drawing (docs/product.md#9-constants-and-limits): three layered sine
 * lines, paced to a frame rate. The same loop runs in wave-worker.ts on an OffscreenCanvas, or on
 * the page where a canvas can't be handed to a worker.
 */
import { shouldDraw } from './wave-frames.ts';

type Canvas2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** What the page tells the wave's worker. */
export type WaveMessage =
  | { type: 'canvas'; canvas: OffscreenCanvas }
  | { type: 'size'; width: number; height: number }
  | { type: 'start'; fps: number }
  | { type: 'stop'; clear: boolean };

export interface WaveLoop {
  start(fps: number): void;
  /** Stops drawing; `clear` wipes the last frame (reduced motion), else it stays (a hidden tab). */
  stop(clear: boolean): void;
  resize(width: number, height: number): void;
}

function drawWave(context: Canvas2D, width: number, height: number, now: number) {
  context.clearRect(0, 0, width, height);
  for (let layer = 0; layer < 3; layer += 1) {
    context.beginPath();
    context.strokeStyle = `rgba(56, 189, 248, ${0.12 - layer * 0.03})`;
    context.lineWidth = 2;
    for (let x = 0; x <= width; x += 8) {
      const y =
        height / 2 +
        Math.sin(x / (140 + layer * 40) + now / (900 + layer * 300)) * (28 + layer * 10) +
        Math.sin(x / 53 + now / 700) * 6;
      if (x === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    }
    context.stroke();
  }
}

/** Frames from requestAnimationFrame where the scope has it (a page, a Chromium worker), else timers. */
function frameScheduler() {
  if (typeof requestAnimationFrame === 'function')
    return {
      next: (draw: (now: number) => void) => requestAnimationFrame(draw),
      cancel: (id: number) => cancelAnimationFrame(id),
    };
  return {
    next: (draw: (now: number) => void) =>
      setTimeout(() => draw(performance.now()), 1000 / 60) as unknown as number,
    cancel: (id: number) => clearTimeout(id),
  };
}

export function createWaveLoop(canvas: HTMLCanvasElement | OffscreenCanvas): WaveLoop {
  const context = canvas.getContext('2d') as Canvas2D | null;
  const frames = frameScheduler();
  let frame = 0;
  let fps = 60;
  let lastDrawn = Number.NEGATIVE_INFINITY;
  const draw = (now: number) => {
    frame = frames.next(draw);
    if (!context || !shouldDraw(now, lastDrawn, fps)) return;
    lastDrawn = now;
    drawWave(context, canvas.width, canvas.height, now);
  };
  return {
    start(targetFps) {
      fps = targetFps;
      if (!frame) frame = frames.next(draw);
    },
    stop(clear) {
      frames.cancel(frame);
      frame = 0;
      if (clear) context?.clearRect(0, 0, canvas.width, canvas.height);
    },
    resize(width, height) {
      canvas.width = width;
      canvas.height = height;
    },
  };
}
