import { expect, it } from 'vitest';
import { chosenGain, normalizationGain } from './loudness-gain.ts';

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

it('uses the album gain of a track queued with its release, its own gain otherwise', () => {
  // two tracks 6 LU apart: track gains -6 and 0 dB; the album's -3.96 dB keeps them apart
  const loud = { replaygain_track_gain_db: -6, replaygain_track_peak: 0.98 };
  const quiet = { replaygain_track_gain_db: 0, replaygain_track_peak: 0.4 };
  const albumGain = { gainDb: -3.96, peak: 0.98 };
  expect(chosenGain({ albumGain }, loud)).toBeCloseTo(10 ** (-3.96 / 20), 6);
  expect(chosenGain({ albumGain }, quiet)).toBeCloseTo(10 ** (-3.96 / 20), 6);
  // played on its own, each track meets the reference by itself
  expect(chosenGain({}, loud)).toBeCloseTo(10 ** (-6 / 20), 6);
  expect(chosenGain(null, quiet)).toBe(1);
});
