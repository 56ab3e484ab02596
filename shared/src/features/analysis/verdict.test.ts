import { describe, expect, it } from 'vitest';
import type { VerdictFacts } from '../../data/analysis/analysis-shape.ts';
import { evidenceOf, verdictOf } from './verdict.ts';

const done = (facts: Partial<VerdictFacts>): VerdictFacts => ({
  status: 'done',
  error: null,
  bandwidth_hz: 21900,
  effective_bit_depth: 24,
  upsampled_from_hz: null,
  lossy_source: false,
  lossy_source_guess: null,
  ...facts,
});
const cd = { sample_rate: 44100, bit_depth: 16 };
const hires = { sample_rate: 96000, bit_depth: 24 };

describe('verdictOf', () => {
  it('says what was checked for a genuine file', () => {
    expect(verdictOf(done({ effective_bit_depth: 24 }), { sample_rate: 44100, bit_depth: 24 })).toEqual({
      kind: 'lossless',
      label: 'Lossless',
      sentence: 'No lossy traces found: full 22 kHz bandwidth, 24 bits used.',
    });
  });

  it('names a naturally band-limited recording without calling it lossy', () => {
    const v = verdictOf(done({ bandwidth_hz: 15000, effective_bit_depth: 16 }), cd);
    expect(v.kind).toBe('lossless');
    expect(v.sentence).toBe(
      'No lossy traces found: content up to 15 kHz with a natural roll-off, 16 bits used.',
    );
  });

  it('names the lossy source and its cut-off', () => {
    const v = verdictOf(
      done({
        lossy_source: true,
        lossy_source_guess: 'MP3 ~128 kbps',
        bandwidth_hz: 16000,
        effective_bit_depth: 16,
      }),
      cd,
    );
    expect(v).toMatchObject({ kind: 'lossy', label: 'Lossy source' });
    expect(v.sentence).toBe(
      'Probably from an MP3 (~128 kbps): no content above 16 kHz, and it carries the marks of MP3 encoding.',
    );
  });

  it('names Vorbis when its window showed, as it names AAC and MP3', () => {
    const v = verdictOf(
      done({
        lossy_source: true,
        lossy_source_guess: 'Vorbis',
        bandwidth_hz: 22039,
        effective_bit_depth: 16,
      }),
      cd,
    );
    expect(v.sentence).toBe(
      'Probably from a lossy source (Vorbis): content up to 22 kHz, but it carries the marks of Vorbis encoding.',
    );
  });

  it('says a full-band MP3 was caught by its codec marks, not by a cut-off', () => {
    const v = verdictOf(
      done({
        lossy_source: true,
        lossy_source_guess: 'MP3 ~320 kbps or V0',
        bandwidth_hz: 22039,
        effective_bit_depth: 16,
      }),
      cd,
    );
    expect(v).toMatchObject({ kind: 'lossy', label: 'Lossy source' });
    expect(v.sentence).toBe(
      'Probably from an MP3 (~320 kbps or V0): content up to 22 kHz, but it carries the marks of MP3 encoding.',
    );
  });

  it('says what was found and where for a lossy verdict, without accusing anyone', () => {
    const evidence = evidenceOf({
      checks: ['cut-off', 'MP3 granule flicker', 'MP3 quantisation', 'AAC quantisation'],
      found:
        'AAC frame grid found at offset 312 (KBD window): 31 % of the MDCT coefficients from 2 kHz up are zero there, 4 % at other alignments; deepest in 6 of 6 excerpts.',
      picture: { codec: 'AAC', period: 1024, offset: 312, depths: [0, 1, 14] },
    });
    const v = verdictOf(
      done({
        lossy_source: true,
        lossy_source_guess: 'AAC ~256 kbps',
        bandwidth_hz: 22039,
        effective_bit_depth: 16,
      }),
      cd,
      evidence,
    );
    expect(v.sentence).toBe(
      'Probably from an AAC (~256 kbps): content up to 22 kHz, but it carries the marks of AAC encoding. AAC frame grid found at offset 312 (KBD window): 31 % of the MDCT coefficients from 2 kHz up are zero there, 4 % at other alignments; deepest in 6 of 6 excerpts.',
    );
  });

  it('says which checks ran for a clean verdict', () => {
    const evidence = evidenceOf({
      checks: ['cut-off', 'MP3 quantisation', 'AAC quantisation'],
      found: null,
      picture: null,
    });
    expect(verdictOf(done({ bandwidth_hz: 22039, effective_bit_depth: 16 }), cd, evidence).sentence).toBe(
      'No lossy traces found: full 22 kHz bandwidth, 16 bits used. Checked: cut-off, MP3 quantisation, AAC quantisation.',
    );
  });

  it('reads evidence of another shape as none', () => {
    expect(evidenceOf(null)).toBeNull();
    expect(evidenceOf({ checks: 'all' })).toBeNull();
    expect(evidenceOf({ checks: [], found: 3, picture: { codec: 'WMA' } })).toEqual({
      checks: [],
      found: null,
      picture: null,
    });
  });

  it('keeps a guess it cannot parse in brackets', () => {
    const v = verdictOf(
      done({ lossy_source: true, lossy_source_guess: 'Opus or AAC (~20 kHz low-pass)', bandwidth_hz: 20000 }),
      { sample_rate: 48000, bit_depth: 24 },
    );
    expect(v.sentence).toBe(
      'Probably from a lossy source (Opus or AAC (~20 kHz low-pass)): no content above 20 kHz.',
    );
  });

  it('tells upsampled audio from the rate it is stored at', () => {
    const v = verdictOf(done({ upsampled_from_hz: 44100, bandwidth_hz: 22000 }), hires);
    expect(v.kind).toBe('upsampled');
    expect(v.sentence).toBe('Upsampled from 44.1 kHz: no content above 22 kHz, though stored at 96 kHz.');
  });

  it('tells padded bits from used ones', () => {
    const v = verdictOf(done({ effective_bit_depth: 16, bandwidth_hz: 47000 }), hires);
    expect(v.kind).toBe('padded');
    expect(v.sentence).toBe('Padded: 16 of 24 bits used, the rest are zeros; no lossy traces found.');
  });

  it('reports the pending and failed states, with the reason', () => {
    expect(verdictOf(null, cd).kind).toBe('queued');
    expect(verdictOf(done({ status: 'running' }), cd).label).toBe('Analysing');
    const failed = verdictOf(done({ status: 'failed', error: 'not a readable audio file' }), cd);
    expect(failed).toMatchObject({ kind: 'failed', label: 'Not analysed' });
    expect(failed.sentence).toBe('The analysis failed: not a readable audio file.');
  });
});
