import { expect, it } from 'vitest';
import { normalizationGain } from './loudness-gain.ts';

it('turns the ReplayGain track gain into a linear gain', () => {
  expect(normalizationGain(-6, 0.5)).toBeCloseTo(0.501, 3);
  expect(normalizationGain(0, 0.9)).toBe(1);
});

it('never lifts a track past full scale: the peak limits a positive gain', () => {
  // +6 dB would double a track whose peak is 0.8: 1.6 clips, so the gain stops at 1 / 0.8
  expect(normalizationGain(6, 0.8)).toBeCloseTo(1.25, 6);
  expect(normalizationGain(6, 0.8) * 0.8).toBeLessThanOrEqual(1);
  expect(normalizationGain(3, 0.2)).toBeCloseTo(1.413, 3);
});

it('without an analysis the track plays as it is; without a peak it is only ever lowered', () => {
  expect(normalizationGain(null, null)).toBe(1);
  expect(normalizationGain(Number.NaN, 0.5)).toBe(1);
  expect(normalizationGain(4, null)).toBe(1);
  expect(normalizationGain(-4, null)).toBeCloseTo(0.631, 3);
});
