import {
  AnalysisPanel,
  audioPublicUrl,
  hifiQueryClient,
  type Track,
  trackAnalysisOptions,
} from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';

/** The track page's analysis panel, kept current while the worker still has the track. */
export function TrackAnalysis({ track }: { track: Track }) {
  const query = useQuery(trackAnalysisOptions(track.id), hifiQueryClient);
  const path = query.data?.spectrogram_path;
  return (
    <AnalysisPanel
      title={track.title}
      analysis={query.data ?? null}
      declared={track}
      spectrogramUrl={path ? audioPublicUrl(path) : null}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
