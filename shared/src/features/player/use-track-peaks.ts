import { useQuery } from '@tanstack/react-query';
import type { WaveformPeaks } from '../../data/analysis/analysis-shape.ts';
import { trackAnalysisOptions } from '../../data/analysis/track-analysis-query.ts';
import { waveformOptions } from '../../data/analysis/waveform-query.ts';
import { hifiQueryClient } from '../../data/query-client.ts';

/** A track's waveform: still loading, none (not analysed yet, or the peaks could not be read), or ready. */
export type TrackPeaks =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'ready'; peaks: WaveformPeaks };

export function useTrackPeaks(trackId: string | null): TrackPeaks {
  const analysis = useQuery(
    { ...trackAnalysisOptions(trackId ?? ''), enabled: Boolean(trackId) },
    hifiQueryClient,
  );
  const path = analysis.data?.status === 'done' ? analysis.data.waveform_path : null;
  const peaks = useQuery({ ...waveformOptions(path ?? ''), enabled: Boolean(path) }, hifiQueryClient);
  if (!trackId || analysis.isError || peaks.isError) return { status: 'none' };
  if (analysis.isPending || (path && peaks.isPending)) return { status: 'loading' };
  return peaks.data ? { status: 'ready', peaks: peaks.data } : { status: 'none' };
}
