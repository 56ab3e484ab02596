import { describe, expect, it } from 'vitest';
import { albumGain } from './album-gain.ts';

describe('albumGain', () => {
  it('gives two tracks 6 LU apart one gain, between their own, from their energy', () => {
    const loud = { duration: 180, lufs: -12, peak: 0.98 };
    const quiet = { duration: 180, lufs: -18, peak: 0.4 };
    const album = albumGain([loud, quiet]);
    // each track's own gain: -6 dB and 0 dB; the album's keeps them 6 LU apart
    expect(album?.gainDb).toBeCloseTo(-18 - 10 * Math.log10((10 ** -1.2 + 10 ** -1.8) / 2), 2);
    expect(album?.gainDb).toBeCloseTo(-3.96, 2);
    expect(album?.gainDb).not.toBeCloseTo(-6, 1);
    expect(album?.gainDb).not.toBeCloseTo(0, 1);
    expect(album?.peak).toBe(0.98);
  });

  it('weighs each track by its length', () => {
    const long = albumGain([
      { duration: 540, lufs: -12, peak: 1 },
      { duration: 60, lufs: -24, peak: 1 },
    ]);
    expect(long?.gainDb).toBeGreaterThan(-6.5);
    expect(long?.gainDb).toBeLessThan(-5.5);
  });

  it('is unknown while a track is not measured, and has no peak unless every track has one', () => {
    expect(
      albumGain([
        { duration: 100, lufs: -14, peak: 1 },
        { duration: 100, lufs: null, peak: null },
      ]),
    ).toBeNull();
    expect(albumGain([])).toBeNull();
    expect(albumGain([{ duration: 100, lufs: -14, peak: null }])).toEqual({ gainDb: -4, peak: null });
  });
});
