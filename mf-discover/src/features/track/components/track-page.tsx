import {
  AnalysisPanel,
  Loading,
  PRODUCT_NAME,
  releaseFirstView,
  ShareDialog,
  startSecondsFrom,
  toPlayerTrack,
  useLikedIds,
} from '@hifi/shared';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useOnDemandLoaded } from '../hooks/use-on-demand-loaded.ts';
import { useTrack } from '../hooks/use-track.ts';
import { CommentsSection } from './comments-section.tsx';
import { TrackNotFound } from './not-found.tsx';
import { TrackAnalysis } from './track-analysis.tsx';
import { TrackDetails } from './track-details.tsx';
import { TrackLink } from './track-link.tsx';
import { TrackWaveform } from './track-waveform.tsx';

/** /audio/:id, and /s/:token for an unlisted track's secret link */
export function TrackPage() {
  const { id, token = '' } = useParams();
  const [params] = useSearchParams();
  const state = useTrack(id ? { id } : { link: token });
  const ids = useMemo(() => (state.status === 'ready' ? [state.track.id] : []), [state]);
  const likedIds = useLikedIds(ids);
  const title = state.status === 'ready' ? state.track.title : null;

  // The page's first view (supabase/functions/first-view) showed this screen until now: once the
  // track is drawn it gives way, before the browser paints, so the swap neither flashes nor moves.
  // The view has the parts fetched on demand (the analysis panel, the share button) drawn in: the
  // swap waits for their code too, or they would appear a moment after it and push what is below.
  const partsLoaded = useOnDemandLoaded(AnalysisPanel, ShareDialog);
  const drawn = state.status !== 'loading' && partsLoaded;
  useLayoutEffect(() => {
    if (drawn) releaseFirstView();
  }, [drawn]);

  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} | ${PRODUCT_NAME}`;
    return () => {
      document.title = before;
    };
  }, [title]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'not-found') return <TrackNotFound />;
  return (
    <div className="max-w-3xl space-y-10">
      <TrackDetails
        track={state.track}
        liked={likedIds.has(state.track.id)}
        startSeconds={startSecondsFrom(params)}
      />
      <TrackLink track={state.track} />
      <TrackWaveform track={state.track} comments={state.comments} />
      <TrackAnalysis track={state.track} />
      <CommentsSection
        trackId={state.track.id}
        comments={state.comments}
        track={toPlayerTrack(state.track)}
      />
    </div>
  );
}
