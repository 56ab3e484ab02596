import { expect, it } from 'vitest';
import type { TrackAnalysis } from '../../../data/analysis/analysis-shape.ts';
import { chosenReplayGain, normalizationGain } from './loudness-gain.ts';

const gain = (gainDb: number | null, peak: number | null) => normalizationGain({ gainDb, peak });

it('turns the ReplayGain track gain into a linear gain', () => {
  expect(gain(-6, 0.5)).toBeCloseTo(0.501, 3);
  expect(gain(0, 0.9)).toBe(1);
});

it('never lifts a track past full scale: the peak limits a positive gain', () => {
  // +6 dB would double a track whose peak is 0.8: 1.6 clips, so the gain stops at 1 / 0.8
  expect(gain(6, 0.8)).toBeCloseTo(1.25, 6);
  expect(gain(6, 0.8) * 0.8).toBeLessThanOrEqual(1);
  expect(gain(3, 0.2)).toBeCloseTo(1.413, 3);
});

it('without an analysis the track plays as it is; without a peak it is only ever lowered', () => {
  expect(gain(null, null)).toBe(1);
  expect(gain(Number.NaN, 0.5)).toBe(1);
  expect(gain(4, null)).toBe(1);
  expect(gain(-4, null)).toBeCloseTo(0.631, 3);
  expect(normalizationGain(chosenReplayGain(null))).toBe(1);
});

it('plays a track at its own ReplayGain', () => {
  const analysis = { replaygain_track_gain_db: -6, replaygain_track_peak: 0.5 } as TrackAnalysis;
  expect(chosenReplayGain(analysis)).toEqual({ gainDb: -6, peak: 0.5 });
});

it('plays a track "Play release" queued at its album gain, any other at its own gain', () => {
  // two tracks 6 LU apart: track gains -6 and 0 dB; the album's -3.96 dB keeps them apart
  const loud = { replaygain_track_gain_db: -6, replaygain_track_peak: 0.98 } as TrackAnalysis;
  const quiet = { replaygain_track_gain_db: 0, replaygain_track_peak: 0.4 } as TrackAnalysis;
  const albumGain = { gainDb: -3.96, peak: 0.98 };
  expect(normalizationGain(chosenReplayGain(loud, { albumGain }))).toBeCloseTo(10 ** (-3.96 / 20), 6);
  expect(normalizationGain(chosenReplayGain(quiet, { albumGain }))).toBeCloseTo(10 ** (-3.96 / 20), 6);
  // played on its own, each track meets the reference by itself
  expect(normalizationGain(chosenReplayGain(loud, {}))).toBeCloseTo(10 ** (-6 / 20), 6);
  expect(normalizationGain(chosenReplayGain(quiet, null))).toBe(1);
});
