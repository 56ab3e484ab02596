import { commentsQuery, type Track, type TrackComment, trackQuery } from '@hifi/shared';
import { useCallback, useEffect, useState } from 'react';

export type TrackPageState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'ready'; track: Track; comments: TrackComment[] };

/** The track and its comments; a missing track or a failed load is 'not-found' (SPEC §2). */
export function useTrack(id: string) {
  const [state, setState] = useState<TrackPageState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    Promise.all([trackQuery(id), commentsQuery(id).catch(() => [] as TrackComment[])])
      .then(([track, comments]) => {
        if (!current) return;
        setState(track ? { status: 'ready', track, comments } : { status: 'not-found' });
      })
      .catch((error: unknown) => {
        console.error('could not load the track', error);
        if (current) setState({ status: 'not-found' });
      });
    return () => {
      current = false;
    };
  }, [id]);

  const addComment = useCallback((comment: TrackComment) => {
    setState((s) => (s.status === 'ready' ? { ...s, comments: [comment, ...s.comments] } : s));
  }, []);

  return { state, addComment };
}
