/**
 * The background wave animation (docs/product.md#9-constants-and-limits): a canvas behind the page, paced to 60 fps (30 on small
 * screens), stopped while the tab is hidden and not drawn at all under prefers-reduced-motion.
 */
import { useEffect, useRef } from 'react';
import { shouldDraw, targetFps } from './wave-frames.ts';

export function WaveBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let frame = 0;
    let lastDrawn = Number.NEGATIVE_INFINITY;
    const resize = () => {
      canvas.width = window.innerWidth;
      canvas.height = 240;
    };
    const draw = (now: number) => {
      frame = requestAnimationFrame(draw);
      if (!shouldDraw(now, lastDrawn, targetFps(window.innerWidth))) return;
      lastDrawn = now;
      const { width, height } = canvas;
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
    };
    const start = () => {
      if (frame || reducedMotion.matches || document.hidden) return;
      frame = requestAnimationFrame(draw);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      if (reducedMotion.matches) context.clearRect(0, 0, canvas.width, canvas.height);
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
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
      reducedMotion.removeEventListener('change', onMotion);
    };
  }, []);
  return (
    <canvas
      ref={canvasRef}
      aria-hidden
      data-testid="wave-background"
      className="pointer-events-none fixed inset-x-0 bottom-0 -z-10 h-60 w-full"
    />
  );
}
