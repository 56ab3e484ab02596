import {
  chosenReplayGain,
  hifiQueryClient,
  normalizationGain,
  type PlayerTrack,
  trackAnalysisOptions,
} from '@hifi/shared';

/**
 * "Normalize loudness": the gain a track plays at, from the ReplayGain of its analysis, or its
 * release's album gain when "Play release" queued it.
 */
export async function trackLoudnessGain(track: PlayerTrack): Promise<number> {
  const analysis = track.albumGain
    ? null
    : await hifiQueryClient.ensureQueryData(trackAnalysisOptions(track.id));
  return normalizationGain(chosenReplayGain(analysis, track));
}
