import type { Database } from '../database.types.ts';

/** One row of `public.track_analyses` (docs/analysis.md), written only by the analysis worker. */
export type TrackAnalysis = Database['public']['Tables']['track_analyses']['Row'];

export type AnalysisStatus = 'queued' | 'running' | 'done' | 'failed';

/** What a card's verdict mark needs: embedded in every track list (TRACK_SELECT). */
export type VerdictFacts = Pick<
  TrackAnalysis,
  | 'status'
  | 'error'
  | 'bandwidth_hz'
  | 'effective_bit_depth'
  | 'upsampled_from_hz'
  | 'lossy_source'
  | 'lossy_source_guess'
>;

export const VERDICT_SELECT =
  'status, error, bandwidth_hz, effective_bit_depth, upsampled_from_hz, lossy_source, lossy_source_guess';

export const analysisKeys = {
  all: ['analyses'] as const,
  detail: (trackId: string) => ['analyses', trackId] as const,
};

/** Peaks in the audiowaveform / waveform-data.js JSON format (version 2), as the worker writes them. */
export interface WaveformPeaks {
  version: number;
  channels: number;
  sample_rate: number;
  samples_per_pixel: number;
  bits: number;
  length: number;
  /** min, max pairs */
  data: number[];
}
