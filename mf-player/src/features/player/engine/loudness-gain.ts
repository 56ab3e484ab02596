/**
 * ReplayGain as a linear gain for a Web Audio GainNode: the track gain (dB, relative to the
 * ReplayGain reference), lowered when needed so that the track's peak (linear, 1 = full scale)
 * stays at or under full scale: normalizing never makes a track clip.
 */
export function normalizationGain(
  gainDb: number | null | undefined,
  peak: number | null | undefined,
): number {
  if (typeof gainDb !== 'number' || !Number.isFinite(gainDb)) return 1;
  const gain = 10 ** (gainDb / 20);
  if (typeof peak !== 'number' || !Number.isFinite(peak) || peak <= 0) return Math.min(gain, 1);
  return Math.min(gain, 1 / peak);
}
