import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { INVALID_TEXT_REPRESENTATION } from '../tracks/track-shape.ts';
import { analysisKeys, type TrackAnalysis } from './analysis-shape.ts';

/** While the worker has the track, look again this often so the page shows the result by itself. */
export const ANALYSIS_POLL_MS = 4000;

/** A track's analysis; null when it has none (yet) or the track does not exist. */
export async function trackAnalysisQuery(
  trackId: string,
  client: HifiClient = getSupabase(),
): Promise<TrackAnalysis | null> {
  const { data, error } = await client
    .from('track_analyses')
    .select('*')
    .eq('audio_file_id', trackId)
    .maybeSingle();
  if (error?.code === INVALID_TEXT_REPRESENTATION) return null;
  if (error) throw error;
  return data;
}

export const trackAnalysisOptions = (trackId: string) =>
  queryOptions({
    queryKey: analysisKeys.detail(trackId),
    queryFn: () => trackAnalysisQuery(trackId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? ANALYSIS_POLL_MS : false;
    },
  });
