/**
 * Which rate a file above 48 kHz was upsampled from, read from its long-term spectrum
 * (docs/analysis.md#upsampling). A resampler from base rate c carries the source's band, its
 * content and its noise, up to just under c/2, and leaves little past its transition band but the
 * new file's rounding (and, from a short filter such as ffmpeg's default, faint images of the
 * source). A genuine hi-res recording's own noise (hiss, a record's surface noise, the converter's
 * floor) runs on past c/2 at the level it had below it, even where the music was low-passed.
 */

export const BASE_RATES = [44100, 48000, 88200, 96000, 176400];

/** What one base rate's test measured, in dB over the floor (the median of the file's top fifth). */
export interface BaseRateFigures {
  rate: number;
  /** 3 kHz below the base rate's Nyquist: the source carried content there. */
  content: number;
  /** The source's band below its Nyquist (0.86–0.94 of it), mean. */
  near: number;
  /** The last kHz under its Nyquist (1000–100 Hz below), mean. */
  under: number;
  /** The first kHz past the resampler's transition band (×1.18 / ×1.19 the Nyquist), mean. */
  edge: number;
}

export function baseRateFigures(smooth: Float64Array, binHz: number, rate: number): BaseRateFigures[] {
  const bins = smooth.length;
  const top = Array.from(smooth.subarray(Math.round(bins * 0.8), bins - 2)).sort((a, b) => a - b);
  const floor = top[Math.floor(top.length / 2)] ?? 0;
  const bin = (hz: number) => Math.min(bins - 3, Math.max(0, Math.round(hz / binHz)));
  const mean = (from: number, to: number) => {
    let sum = 0;
    for (let k = bin(from); k <= bin(to); k++) sum += smooth[k];
    return sum / (bin(to) - bin(from) + 1) - floor;
  };
  return BASE_RATES.filter((c) => c < rate).map((c) => {
    const nyquist = c / 2;
    const transitionEnd = nyquist * (c % 44100 === 0 ? 1.18 : 1.19);
    return {
      rate: c,
      content: smooth[bin(nyquist - 3000)] - floor,
      near: mean(nyquist * 0.86, nyquist * 0.94),
      under: mean(nyquist - 1000, nyquist - 100),
      edge: mean(transitionEnd, transitionEnd + 1000),
    };
  });
}

/**
 * The lowest base rate whose test the file passes: content under its Nyquist; past its
 * transition band nothing but the floor, or (a short filter's leak and images) 55 dB under that
 * content; and the level falls across the Nyquist, by 20 dB from the band below it and by 10 dB
 * from its last kHz. Hiss that runs on past the Nyquist does not fall; a 48 kHz source's content
 * and its resampler's transition reach the first kHz past 44.1 kHz's transition band, which the
 * bench's 48 kHz sources fill to within 46 dB of their content and its 44.1 kHz ones leave 61 dB
 * under it or more.
 */
export function sourceRate(figures: BaseRateFigures[]): number | null {
  const passes = (f: BaseRateFigures) =>
    f.content > 15 &&
    f.edge <= Math.max(f.content - 55, 3) &&
    f.near - f.edge >= 20 &&
    f.under - f.edge >= 10;
  return figures.find(passes)?.rate ?? null;
}
