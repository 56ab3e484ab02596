import { type EmbedTrack, embedTrack } from '@hifi/shared';
import { useEffect, useState } from 'react';

export type EmbedTrackState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; track: EmbedTrack };

/** Loads the embedded track once per id; a failed load is shown as missing ('Audio not found'). */
export function useEmbedTrack(id: string): EmbedTrackState {
  const [state, setState] = useState<EmbedTrackState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    embedTrack(id)
      .then((track) => live && setState(track ? { status: 'ready', track } : { status: 'missing' }))
      .catch((error) => {
        console.error(error);
        if (live) setState({ status: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}
