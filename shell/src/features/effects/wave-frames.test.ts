import { expect, it } from 'vitest';
import { shouldDraw, targetFps } from './wave-frames.ts';

it('aims at 60 fps, 30 below the 768 px breakpoint', () => {
  expect(targetFps(1280)).toBe(60);
  expect(targetFps(768)).toBe(60);
  expect(targetFps(767)).toBe(30);
});

it('draws every frame of a 60 Hz display at 60 fps and every other one at 30 fps', () => {
  const frames = Array.from({ length: 61 }, (_, i) => i * (1000 / 60));
  const count = (fps: number) => {
    let last = Number.NEGATIVE_INFINITY;
    let drawn = 0;
    for (const now of frames) {
      if (shouldDraw(now, last, fps)) {
        drawn += 1;
        last = now;
      }
    }
    return drawn;
  };
  expect(count(60)).toBe(61);
  expect(count(30)).toBe(31);
});
