/**
 * "Normalize loudness": the gain a track plays at, from its analysis' ReplayGain, as a linear
 * gain for a Web Audio GainNode.
 */
import type { TrackAnalysis } from '../../../data/analysis/analysis-shape.ts';
import type { PlayerTrack } from '../../../state/player/player-track.ts';

export interface ReplayGain {
  /** dB, relative to the ReplayGain reference */
  gainDb: number | null | undefined;
  /** linear, 1 = full scale */
  peak: number | null | undefined;
}

/**
 * Which ReplayGain a track plays at, the one place that chooses: its release's album gain when
 * "Play release" queued it (the release keeps its own dynamics from track to track), else the
 * track's own.
 */
export function chosenReplayGain(
  analysis: TrackAnalysis | null | undefined,
  track?: Pick<PlayerTrack, 'albumGain'> | null,
): ReplayGain {
  const album = track?.albumGain;
  if (album) return { gainDb: album.gainDb, peak: album.peak };
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
