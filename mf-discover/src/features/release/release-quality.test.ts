import { type ReleaseEntry, releaseDuration, type Track } from '@hifi/shared';
import { describe, expect, it } from 'vitest';
import { releaseQuality } from './release-quality.ts';

describe('what a release is worth, in one line', () => {
  const entry = (over: Partial<Track>, lossless = true): ReleaseEntry => ({
    disc: 1,
    position: 1,
    track: {
      codec: 'flac',
      bit_depth: 24,
      sample_rate: 96000,
      duration: 200,
      track_analyses: {
        status: 'done',
        error: null,
        bandwidth_hz: 40000,
        effective_bit_depth: 24,
        upsampled_from_hz: null,
        lossy_source: !lossless,
        lossy_source_guess: lossless ? null : 'MP3 ~320 kbps',
      },
      ...over,
    } as Track,
  });

  it('counts the verified tracks and names one format, or the highest of several', () => {
    expect(releaseQuality(Array.from({ length: 12 }, () => entry({})))).toBe(
      '12 of 12 verified lossless · FLAC 24-bit/96 kHz',
    );
    expect(
      releaseQuality([entry({}), entry({ codec: 'pcm', bit_depth: 16, sample_rate: 44100 }, false)]),
    ).toBe('1 of 2 verified lossless · FLAC and WAV, up to 24-bit/96 kHz');
    expect(releaseQuality([entry({ track_analyses: null })])).toBe(
      '0 of 1 verified lossless · FLAC 24-bit/96 kHz',
    );
    expect(releaseQuality([])).toBe('No tracks yet');
  });

  it('adds up the known durations', () => {
    expect(releaseDuration([entry({}), entry({ duration: null }), entry({ duration: 100 })])).toBe(300);
  });
});
