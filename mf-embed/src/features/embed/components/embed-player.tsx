import { coverUrl, hifiQueryClient, releaseOptions, startSecondsFrom } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';
import { useMatch, useParams, useSearchParams } from 'react-router-dom';
import { useEmbedTrack } from '../hooks/use-embed-track.ts';
import { EmbedPlayerView } from './embed-player-view.tsx';
import { EmbedReleaseView } from './embed-release-view.tsx';

const frame =
  'box-border flex h-[150px] w-full max-w-[600px] items-center justify-center overflow-hidden text-sm';

const Loading = () => (
  <p role="status" className={`${frame} text-slate-400`}>
    Loading...
  </p>
);

/**
 * /embed/audio/:id and /embed/release/:id in their own layout (no sidebar, header or session
 * work), 600x150: one track, or a whole release played in order.
 */
export function EmbedPlayer() {
  const release = useMatch('/embed/release/:id');
  return release ? <EmbedRelease id={release.params.id ?? ''} /> : <EmbedTrack />;
}

function EmbedTrack() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const state = useEmbedTrack(id);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'missing') return <p className={`${frame} text-slate-300`}>Audio not found</p>;
  return <EmbedPlayerView track={state.track} from={startSecondsFrom(params)} />;
}

function EmbedRelease({ id }: { id: string }) {
  // as a visitor: an embed does no session work, and shows only a public release
  const query = useQuery(releaseOptions({ id }, null), hifiQueryClient);
  if (query.isPending) return <Loading />;
  if (!query.data) return <p className={`${frame} text-slate-300`}>Release not found</p>;
  const cover = query.data.cover_path ?? query.data.entries[0]?.track.cover_path;
  return <EmbedReleaseView release={query.data} coverUrl={cover ? coverUrl(cover, 96) : null} />;
}
