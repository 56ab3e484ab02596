import { chosenReplayGain, hifiQueryClient, normalizationGain, trackAnalysisOptions } from '@hifi/shared';

/** "Normalize loudness": the gain a track plays at, from the ReplayGain of its analysis. */
export async function trackLoudnessGain(trackId: string): Promise<number> {
  const analysis = await hifiQueryClient.ensureQueryData(trackAnalysisOptions(trackId));
  return normalizationGain(chosenReplayGain(analysis));
}
