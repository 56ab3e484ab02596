/**
 * The background wave animation (docs/product.md#9-constants-and-limits): a canvas behind the page, paced to 60 fps (30 on small
 * screens), stopped while the tab is hidden and not drawn at all under prefers-reduced-motion.
 * It is drawn in a worker (wave-worker.ts) where the browser can hand a canvas to one, so its
 * frames never hold up the page's own work (a click, a render); else on the page.
 */
import { useEffect, useRef } from 'react';
import { targetFps } from './wave-frames.ts';
import { createWaveLoop, type WaveLoop, type WaveMessage } from './wave-loop.ts';
import WaveWorker from './wave-worker.ts?worker';

const HEIGHT = 240;

/** The wave's loop for canvas: in a worker when it can be, else on the page; and how to end it. */
function waveOn(canvas: HTMLCanvasElement): WaveLoop & { dispose(): void } {
  if (typeof canvas.transferControlToOffscreen === 'function' && typeof Worker === 'function') {
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new WaveWorker({ name: 'wave' });
    const post = (message: WaveMessage, transfer: Transferable[] = []) =>
      worker.postMessage(message, transfer);
    post({ type: 'canvas', canvas: offscreen }, [offscreen]);
    return {
      start: (fps) => post({ type: 'start', fps }),
      stop: (clear) => post({ type: 'stop', clear }),
      resize: (width, height) => post({ type: 'size', width, height }),
      dispose: () => worker.terminate(),
    };
  }
  const loop = createWaveLoop(canvas);
  return { ...loop, dispose: () => loop.stop(false) };
}

export function WaveBackground() {
  const holderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const holder = holderRef.current;
    if (!holder) return;
    // A canvas per mount: one handed to a worker can't be handed again (React mounts twice in development).
    const canvas = document.createElement('canvas');
    canvas.dataset.testid = 'wave-background';
    canvas.className = 'block h-full w-full';
    holder.append(canvas);
    const wave = waveOn(canvas);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let running = false;
    const resize = () => {
      wave.resize(window.innerWidth, HEIGHT);
      if (running) wave.start(targetFps(window.innerWidth));
    };
    const start = () => {
      if (running || reducedMotion.matches || document.hidden) return;
      running = true;
      wave.start(targetFps(window.innerWidth));
    };
    const stop = () => {
      running = false;
      wave.stop(reducedMotion.matches);
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    const onMotion = () => (reducedMotion.matches ? stop() : start());
    resize();
    start();
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibility);
    reducedMotion.addEventListener('change', onMotion);
    return () => {
      stop();
      wave.dispose();
      canvas.remove();
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
      reducedMotion.removeEventListener('change', onMotion);
    };
  }, []);
  return (
    <div
      ref={holderRef}
      aria-hidden
      className="pointer-events-none fixed inset-x-0 bottom-0 -z-10 h-60 w-full"
    />
  );
}
