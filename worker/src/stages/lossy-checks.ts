import { AacRequantiser } from '../aac-requantise.ts';
import { GranuleFlicker } from '../granule-flicker.ts';
import { lossyVerdict, type VerdictEvidence } from '../lossy-verdict.ts';
import { type Mp3Grid, Mp3Requantiser, topSubband } from '../mp3-requantise.ts';
import { SampleRepeats } from '../repeats.ts';
import { findCliff } from '../spectrum.ts';
import { baseRateFigures, sourceRate } from '../upsampling.ts';
import type { LongTermSpectrum } from './spectrum-frames.ts';

export interface SpectrumFindings {
  bandwidth_hz: number | null;
  upsampled_from_hz: number | null;
  lossy_source: boolean;
  lossy_source_guess: string | null;
  verdict_evidence: VerdictEvidence;
}

/** The codec checks' raw figures (depths about standard normal per place without a codec). */
export interface CheckFigures {
  mp3Zeros: number | null;
  mp3Lattice: number | null;
  aac: number | null;
  flicker: number | null;
}

/**
 * The fake-lossless checks (docs/analysis.md): the codec grids fed frame by frame from the mono
 * mix, each where its codec's rates apply, then the verdict over them and the long-term spectrum.
 */
export class LossyChecks {
  // A loop repeated sample for sample would give the granule check the same rows again and
  // again; it counts each block once.
  readonly #repeats: SampleRepeats | null;
  readonly #flicker: GranuleFlicker | null;
  readonly #mp3: Mp3Requantiser | null;
  readonly #aac: AacRequantiser | null;
  /** Filled by findings(). */
  figures: CheckFigures = { mp3Zeros: null, mp3Lattice: null, aac: null, flicker: null };

  constructor(
    readonly rate: number,
    expectedFrames: number,
    channels = 1,
  ) {
    this.#repeats = GranuleFlicker.appliesTo(rate) ? new SampleRepeats() : null;
    this.#flicker = GranuleFlicker.appliesTo(rate) ? new GranuleFlicker(rate, this.#repeats) : null;
    this.#mp3 = Mp3Requantiser.appliesTo(rate)
      ? new Mp3Requantiser(rate, expectedFrames, channels > 1)
      : null;
    this.#aac = AacRequantiser.appliesTo(rate) ? new AacRequantiser(rate, expectedFrames) : null;
  }

  /**
   * One frame: its channels' sum (the repeat check's exact value), the mono mix and the first
   * channel (full scale 1; MP3's lattice is read in it too, for granules coded left/right).
   */
  add(sum: number, mono: number, first = mono) {
    this.#repeats?.add(sum);
    this.#flicker?.add(mono);
    this.#mp3?.add(mono, first);
    this.#aac?.add(mono);
  }

  /** What the spectrum and the grids say; a silent file is judged clean with no bandwidth. */
  findings({ smooth, binHz, loudFrames }: LongTermSpectrum, silent: boolean): SpectrumFindings {
    const none = { checks: [], found: null, picture: null };
    const findings: SpectrumFindings = {
      bandwidth_hz: null,
      upsampled_from_hz: null,
      lossy_source: false,
      lossy_source_guess: null,
      verdict_evidence: none,
    };
    if (silent || loudFrames === 0) return findings;
    const rate = this.rate;
    if (rate > 48000) findings.upsampled_from_hz = sourceRate(baseRateFigures(smooth, binHz, rate));
    const cliff = findCliff(smooth, binHz, 11000, rate / 2 - 1000);
    findings.bandwidth_hz = cliff ? cliff.hz : topOfSpectrum(smooth, binHz);
    const mp3 = this.#mp3Grid(cliff?.hz ?? null);
    const measurements = {
      rate: findings.upsampled_from_hz ?? rate,
      cliff,
      flicker: this.#flicker ? this.#flicker.gridStrength() : null,
      mp3,
      mp3Lattice: this.#mp3 ? this.#mp3.lattice() : null,
      aac: this.#aac ? this.#aac.grid() : null,
    };
    const verdict = lossyVerdict(measurements);
    const { flicker, mp3Lattice, aac } = measurements;
    this.figures = {
      mp3Zeros: mp3?.depth ?? null,
      mp3Lattice: mp3Lattice?.depth ?? null,
      aac: aac?.depth ?? null,
      flicker,
    };
    findings.lossy_source = verdict.lossy;
    findings.lossy_source_guess = verdict.guess;
    findings.verdict_evidence = verdict.evidence;
    return findings;
  }

  /**
   * MP3's quantisation is scored from 16.5 kHz (scale-factor band 21), at 11 kHz (dull material
   * whose top holds only the rounding), and just under a cut-off, which is where an encoder that
   * low-passed still codes coarsely.
   */
  #mp3Grid(cliffHz: number | null): Mp3Grid | null {
    if (!this.#mp3) return null;
    const subbandHz = this.rate / 64;
    const firsts = new Set([topSubband(this.rate), Math.ceil(11000 / subbandHz)]);
    if (cliffHz !== null && cliffHz < 20900) firsts.add(Math.max(8, Math.floor(cliffHz / subbandHz) - 6));
    let best: Mp3Grid | null = null;
    for (const first of firsts) {
      const grid = this.#mp3.gridDepth(first);
      if (!best || grid.depth > best.depth) best = grid;
    }
    return best;
  }
}

/** Without a cliff: the highest bin within 90 dB of the loudest. */
function topOfSpectrum(smooth: Float64Array, binHz: number) {
  let top = -Infinity;
  for (let k = 1; k < smooth.length; k++) top = Math.max(top, smooth[k]);
  let k = smooth.length - 1;
  while (k > 0 && smooth[k] < top - 90) k--;
  return Math.round(k * binHz);
}
