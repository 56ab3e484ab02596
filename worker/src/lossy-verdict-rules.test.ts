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

/** MP3's quantisation depth at a place of its granule grid. */
const mp3 = (depth: number) => ({
  depth,
  offset: 101,
  excerpts: 12,
  agreeing: 3,
  depths: new Float64Array(576),
  firstHz: 16538,
});

describe('the MP3 evidence', () => {
  // A FluidSynth render whose notes fall every 10 granules: strong flicker, no quantisation.
  const measured = { rate: 48000, cliff: null, aac: null };

  it('does not take granule flicker alone for MP3: notes on a tempo grid flicker too', () => {
    expect(lossyVerdict({ ...measured, flicker: 60, mp3: mp3(2.7) })).toMatchObject({ lossy: false });
  });

  it('takes flicker with MP3’s quantisation at the grid, and says both', () => {
    const verdict = lossyVerdict({ ...measured, flicker: 60, mp3: mp3(4.5) });
    expect(verdict).toMatchObject({ lossy: true, guess: 'MP3 ~320 kbps or V0' });
    expect(verdict.evidence.found).toMatch(
      /^MP3 granule grid found at offset 101: .* dips on MP3's 576-sample granule grid too/,
    );
    // Without the flicker that depth is not enough on its own.
    expect(lossyVerdict({ ...measured, flicker: 3, mp3: mp3(4.5) })).toMatchObject({ lossy: false });
  });
});

describe('the frame grid’s window names the codec', () => {
  const measured = { rate: 44100, cliff: null, flicker: 1, mp3: null };

  it('names Vorbis when its window finds the grid, and AAC when AAC’s does', () => {
    const vorbis = lossyVerdict({ ...measured, aac: { ...grid(3), depth: 27, window: 'Vorbis' } });
    expect(vorbis).toMatchObject({ lossy: true, guess: 'Vorbis', evidence: { picture: null } });
    expect(vorbis.evidence.found).toMatch(/^Vorbis frame grid found at offset 797 \(Vorbis window/);
    expect(lossyVerdict({ ...measured, aac: { ...grid(3), depth: 27 } })).toMatchObject({
      guess: 'AAC ~256 kbps',
    });
  });
});
