/** Frame pacing for the background wave (docs/product.md#9-constants-and-limits): 60 fps, 30 fps on small screens. */
export function targetFps(viewportWidth: number): number {
  return viewportWidth < 768 ? 30 : 60;
}

/**
 * Whether a requestAnimationFrame tick at `now` should draw, given the last drawn frame. A small
 * tolerance keeps a 60 Hz display at 60 fps instead of dropping every other frame to jitter.
 */
export function shouldDraw(now: number, lastDrawn: number, fps: number): boolean {
  return now - lastDrawn >= 1000 / fps - 1;
}
