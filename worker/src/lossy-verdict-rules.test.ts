import { describe, expect, it } from 'vitest';
import type { AacGrid } from './aac-requantise.ts';
import { lossyVerdict } from './lossy-verdict.ts';

/** AAC's grid as the bench's one false alarm measured it (a mono fold-down, 20.4 kHz roll-off). */
const grid = (agreeing: number): AacGrid => ({
  depth: 6.3,
  offset: 797,
  window: 'KBD',
  excerpts: 5,
  agreeing,
  latticeOnGrid: 0.21,
  latticeElsewhere: 0.17,
  depths: new Float64Array(1024),
});

describe('the AAC evidence', () => {
  const measured = { rate: 44100, cliff: { hz: 20370, dropDb: 12 }, flicker: 2, mp3: null };

  it('counts a grid that some excerpt finds deepest on its own', () => {
    expect(lossyVerdict({ ...measured, aac: grid(2) })).toMatchObject({
      lossy: true,
      guess: 'AAC ~256 kbps',
    });
  });

  it('does not count a grid that no excerpt finds deepest: a sum of chance leanings', () => {
    expect(lossyVerdict({ ...measured, aac: grid(0) })).toMatchObject({ lossy: false, guess: null });
  });
});
