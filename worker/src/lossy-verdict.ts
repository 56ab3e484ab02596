/**
 * The lossy-source verdict from what the checks measured (docs/analysis.md#lossy-source): a cut-off
 * alone never makes one, a codec's marks do (its frame grid and quantisation found by its own
 * transform, or MP3's granule flicker), and the guess names the codec whose marks were found. A
 * cut-off where an encoder would put one only lowers how much codec evidence is needed.
 */
import type { AacGrid } from './aac-requantise.ts';
import type { Mp3Lattice } from './mp3-lattice.ts';
import type { Mp3Grid } from './mp3-requantise.ts';
import type { Cliff } from './spectrum.ts';

/** What the listener is told: which checks ran, what was found and where, and a picture of it. */
export interface VerdictEvidence {
  checks: string[];
  /** One sentence of what was found, or null when nothing was. */
  found: string | null;
  /** A codec's grid: depth below the other alignments per place (downsampled), to draw. */
  picture: { codec: 'AAC' | 'MP3'; period: number; offset: number; depths: number[] } | null;
}

export interface Measurements {
  /** The rate the content was made at (the file's, or the one it was upsampled from). */
  rate: number;
  cliff: Cliff | null;
  /** Granule flicker strength (chi-squared, 2 degrees of freedom), null when not checked. */
  flicker: number | null;
  mp3: Mp3Grid | null;
  /** MP3's quantiser lattice (mp3-lattice.ts), null when not read. */
  mp3Lattice?: Mp3Lattice | null;
  aac: AacGrid | null;
}

export interface LossyVerdict {
  lossy: boolean;
  guess: string | null;
  evidence: VerdictEvidence;
}

/** Depth of the best place without support from a cut-off: well above the largest of a file's places without a codec (about 4). */
const MP3_DEPTH_MIN = 6;
const AAC_DEPTH_MIN = 7;
/** With a cut-off where an encoder would put one. */
const MP3_SUPPORTED_MIN = 5;
const AAC_SUPPORTED_MIN = 6;
/**
 * MP3's lattice: the deepest of the 576 places, every excerpt read at all of them; with a
 * cut-off where an encoder puts one, a little less.
 */
const MP3_LATTICE_MIN = 7;
const MP3_LATTICE_SUPPORTED_MIN = 6;
/** Granule flicker: a chance of 3e-7 without a grid. */
const FLICKER_MIN = 30;
/**
 * Flicker is not enough alone: notes placed on a tempo grid a whole number of granules long
 * (a 16th note of 125 BPM at 48 kHz is 10 granules, of 114.84 BPM at 44.1 kHz too) move the top
 * band on MP3's grid as well (the bench's FluidSynth renders reached 33-60). With it, MP3's
 * quantisation needs this depth instead of 5 or 6; those renders stay under 3.
 */
const FLICKER_MP3_MIN = 4;
/**
 * A brick wall this low and this deep counts as a codec's by itself: no converter, tape or cutting
 * lathe of a 44.1/48 kHz master stops there that steeply (the bench's genuine takes never do).
 */
const BRICK_WALL_HZ = 16000;
const BRICK_WALL_DB = 24;

/**
 * The highest cut-off that supports a lossy verdict: MP3 320 cuts at ~20.5 kHz, AAC at 48 kHz up
 * to ~21.4 kHz; converters' anti-alias filters pass to ~0.45 fs (19.8 kHz at 44.1, 21.8 at 48).
 */
const lossyMaxCutoffHz = (rate: number) => (rate >= 48000 ? 21500 : 20900);

const kHz = (hz: number) => `${Number((hz / 1000).toFixed(1))} kHz`;
const percent = (share: number) => `${Math.round(share * 100)} %`;

function downsample(depths: Float64Array, points: number): number[] {
  const out: number[] = [];
  const per = depths.length / points;
  for (let i = 0; i < points; i++) {
    let top = -Infinity;
    for (let o = Math.floor(i * per); o < Math.floor((i + 1) * per); o++) top = Math.max(top, depths[o]);
    out.push(Number(top.toFixed(1)));
  }
  return out;
}

function aacGuess(cliffHz: number | null) {
  if (cliffHz === null || cliffHz >= 19900) return 'AAC ~256 kbps';
  if (cliffHz >= 18000) return 'AAC ~192 kbps';
  if (cliffHz >= 15500) return 'AAC ~128 kbps';
  return 'AAC ~96 kbps or less';
}

/** A full-band MP3 (no low-pass): what LAME's V0, or 320 kbps with the low-pass off, leaves. */
export const FULL_BAND_MP3_GUESS = 'MP3 ~320 kbps or V0';

export function mp3Guess(cliffHz: number | null) {
  if (cliffHz === null || cliffHz >= 19900) return FULL_BAND_MP3_GUESS;
  if (cliffHz < 15500) return 'MP3 ~96 kbps or less';
  if (cliffHz < 17500) return 'MP3 ~128 kbps';
  if (cliffHz < 19200) return 'MP3 ~192 kbps';
  return 'MP3 ~256 kbps or V0';
}

export function lossyVerdict(m: Measurements): LossyVerdict {
  const checks = ['cut-off'];
  if (m.flicker !== null) checks.push('MP3 granule flicker');
  if (m.mp3) checks.push('MP3 quantisation');
  if (m.mp3Lattice !== undefined) checks.push('MP3 quantiser lattice');
  if (m.aac) checks.push('AAC quantisation');
  const cliffHz = m.cliff?.hz ?? null;
  const supported = cliffHz !== null && cliffHz <= lossyMaxCutoffHz(m.rate);
  // Either MP3 check's verdict: the guess from the cut-off, what was found, the grid's picture.
  const mp3Found = (q: { offset: number; depths: Float64Array }, found: string): LossyVerdict => ({
    lossy: true,
    guess: mp3Guess(cliffHz),
    evidence: {
      checks,
      found,
      picture: { codec: 'MP3', period: 576, offset: q.offset, depths: downsample(q.depths, 144) },
    },
  });
  const wall =
    m.cliff &&
    ` Content stops at ${kHz(m.cliff.hz)} with a ${Math.round(m.cliff.dropDb)} dB brick-wall drop.`;

  // How far each codec's evidence goes past what it needs: the larger names the codec.
  // A grid that no excerpt finds deepest on its own is a sum of chance leanings, not AAC's frames.
  const aacMargin =
    m.aac && m.aac.agreeing > 0 ? m.aac.depth / (supported ? AAC_SUPPORTED_MIN : AAC_DEPTH_MIN) : 0;
  const flickers = (m.flicker ?? 0) >= FLICKER_MIN;
  const mp3Min = flickers ? FLICKER_MP3_MIN : supported ? MP3_SUPPORTED_MIN : MP3_DEPTH_MIN;
  const zerosMargin = m.mp3 ? m.mp3.depth / mp3Min : 0;
  const latticeMargin = m.mp3Lattice
    ? m.mp3Lattice.depth / (supported ? MP3_LATTICE_SUPPORTED_MIN : MP3_LATTICE_MIN)
    : 0;
  const mp3Margin = Math.max(zerosMargin, latticeMargin);
  if (m.aac && aacMargin >= 1 && aacMargin >= mp3Margin && m.aac.window === 'Vorbis') {
    // Vorbis has no quantiser lattice of AAC's kind (its residues are vector-quantised): its
    // marks are the zeros at its frame grid, under its own window. The picture's codecs are
    // AAC's and MP3's; the sentence says where.
    const a = m.aac;
    return {
      lossy: true,
      guess: 'Vorbis',
      evidence: {
        checks,
        found: `Vorbis frame grid found at offset ${a.offset} (Vorbis window, 2048-sample blocks): the MDCT coefficients from 2 kHz up there stand ${a.depth.toFixed(1)} deviations apart from the other alignments (the encoder's zeros); deepest in ${a.agreeing} of ${a.excerpts} excerpts.${wall ?? ''}`,
        picture: null,
      },
    };
  }
  if (m.aac && aacMargin >= 1 && aacMargin >= mp3Margin) {
    const a = m.aac;
    return {
      lossy: true,
      guess: aacGuess(cliffHz),
      evidence: {
        checks,
        found: `AAC frame grid found at offset ${a.offset} (${a.window} window): ${percent(a.latticeOnGrid)} of the MDCT coefficients from 2 kHz up sit on AAC's quantiser lattice there, ${percent(a.latticeElsewhere)} at other alignments; deepest in ${a.agreeing} of ${a.excerpts} excerpts.${wall ?? ''}`,
        picture: { codec: 'AAC', period: 1024, offset: a.offset, depths: downsample(a.depths, 128) },
      },
    };
  }
  if (m.mp3Lattice && latticeMargin >= 1 && latticeMargin >= zerosMargin) {
    const q = m.mp3Lattice;
    const where = q.stereo ? 'read in the first channel' : 'read in the mono mix';
    const step = q.decoderSteps ? 'one step of the sizes the decoder can use' : 'one step';
    const found = `MP3 granule grid found at offset ${q.offset}: MP3's filterbank there gives back lines from 0.9 to 16 kHz that sit on MP3's quantiser lattice (per scale-factor band, |x|^(3/4) whole multiples of ${step}): they fit it with a score of ${q.onGrid.toFixed(2)} there (1 on the lattice, 0 for values spread evenly between steps), ${q.elsewhere.toFixed(2)} at other alignments (${where}); ${q.depth.toFixed(1)} deviations above the other alignments, deepest in ${q.agreeing} of ${q.excerpts} excerpts.`;
    return mp3Found(q, `${found}${wall ?? ''}`);
  }
  if (m.mp3 && mp3Margin >= 1) {
    const q = m.mp3;
    const flicker = flickers
      ? ` The top band dips on MP3's 576-sample granule grid too (strength ${Math.round(m.flicker ?? 0)}, where ${FLICKER_MIN} is a chance of 3 in 10 million without one).`
      : '';
    const found = `MP3 granule grid found at offset ${q.offset}: MP3's filterbank there leaves the coefficients from ${kHz(q.firstHz)} up ${q.depth.toFixed(1)} deviations below the other alignments; deepest in ${q.agreeing} of ${q.excerpts} excerpts.${flicker}`;
    return mp3Found(q, `${found}${wall ?? ''}`);
  }
  if (m.cliff && m.cliff.hz <= BRICK_WALL_HZ && m.cliff.dropDb >= BRICK_WALL_DB)
    return {
      lossy: true,
      guess: `lossy codec ~128 kbps or less`,
      evidence: { checks, found: wall?.trim() ?? null, picture: null },
    };
  return { lossy: false, guess: null, evidence: { checks, found: null, picture: null } };
}
