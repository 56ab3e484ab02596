/**
 * "Normalize loudness": the gain a track plays at, from its analysis' ReplayGain, as a linear
 * gain for a Web Audio GainNode.
 */
import type { TrackAnalysis } from '../../../data/analysis/analysis-shape.ts';

export interface ReplayGain {
  /** dB, relative to the ReplayGain reference */
  gainDb: number | null | undefined;
  /** linear, 1 = full scale */
  peak: number | null | undefined;
}

/**
 * Which of a track's ReplayGain values it plays at: the track's own. The one place that chooses
 * (an album's gain for a release played in order would be picked here).
 */
export function chosenReplayGain(analysis: TrackAnalysis | null | undefined): ReplayGain {
  return { gainDb: analysis?.replaygain_track_gain_db, peak: analysis?.replaygain_track_peak };
}

/**
 * ReplayGain as a linear gain: lowered when needed so that the peak stays at or under full
 * scale: normalizing never makes a track clip.
 */
export function normalizationGain({ gainDb, peak }: ReplayGain): number {
  if (typeof gainDb !== 'number' || !Number.isFinite(gainDb)) return 1;
  const gain = 10 ** (gainDb / 20);
  if (typeof peak !== 'number' || !Number.isFinite(peak) || peak <= 0) return Math.min(gain, 1);
  return Math.min(gain, 1 / peak);
}
