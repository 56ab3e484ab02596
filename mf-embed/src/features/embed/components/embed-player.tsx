import { startSecondsFrom } from '@hifi/shared';
import { useParams, useSearchParams } from 'react-router-dom';
import { useEmbedTrack } from '../hooks/use-embed-track.ts';
import { EmbedPlayerView } from './embed-player-view.tsx';

const frame =
  'box-border flex h-[150px] w-full max-w-[600px] items-center justify-center overflow-hidden text-sm';

/** /embed/audio/:id in its own layout (no sidebar, header or session work), 600x150. */
export function EmbedPlayer() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const state = useEmbedTrack(id);
  if (state.status === 'loading') {
    return (
      <p role="status" className={`${frame} text-slate-400`}>
        Loading...
      </p>
    );
  }
  if (state.status === 'missing') return <p className={`${frame} text-slate-300`}>Audio not found</p>;
  return <EmbedPlayerView track={state.track} from={startSecondsFrom(params)} />;
}
