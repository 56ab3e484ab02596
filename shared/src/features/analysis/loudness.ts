/** How the analysis figures read on screen (docs/analysis.md#what-is-measured). */

const signed = (value: number, digits = 1) =>
  `${value < 0 ? '−' : value > 0 ? '+' : ''}${Math.abs(value).toFixed(digits)}`;

/** -14.23 → '−14.2 LUFS' */
export const formatLufs = (lufs: number) => `${signed(lufs)} LUFS`;
/** -0.84 → '−0.8 dBTP' */
export const formatTruePeak = (dbtp: number) => `${signed(dbtp)} dBTP`;
/** 7.06 → '7.1 LU' */
export const formatRange = (lu: number) => `${lu.toFixed(1)} LU`;
/** -4.2 → '−4.2 dB' */
export const formatGain = (db: number) => `${signed(db)} dB`;
