import {
  currentTrack,
  initialPlayerState,
  PLAY_ERROR,
  type PlayerTrack,
  playerReducer,
  type QueueContext,
  useElementEvents,
  usePlayIntent,
  useSeekRequests,
  useTrackLoader,
} from '@hifi/shared';
import { type RefObject, useCallback, useReducer } from 'react';

const ignore = () => {};

/**
 * The embed's own engine, built from the same pieces and the same machine as the page's player,
 * with state local to the embed (it shares no store with the page around it). The URL is asked
 * for on the first play, so an embed on a busy page costs nothing until someone listens; plays
 * are recorded anonymously (docs/product.md#embed-player: embeds do no session work).
 */
export function useEmbedAudio(
  audioRef: RefObject<HTMLAudioElement | null>,
  track: PlayerTrack,
  from?: number,
  /** a release's tracks in order: the first play queues them all (track is the first) */
  queue?: QueueContext,
) {
  const [state, dispatch] = useReducer(playerReducer, undefined, () => initialPlayerState());
  const loadedTrack = currentTrack(state);
  const loaded = useTrackLoader(audioRef, loadedTrack, state.loadId, dispatch, PLAY_ERROR);
  usePlayIntent(audioRef, loaded === state.loadId, state.wantsPlaying, state.status, dispatch);
  useSeekRequests(audioRef, state.seekRequest, loaded);
  useElementEvents(audioRef, dispatch, { trackId: loadedTrack?.id ?? null, userId: null }, ignore);

  const toggle = useCallback(() => {
    dispatch(loadedTrack ? { type: 'toggle' } : { type: 'play', track, from, queue });
  }, [loadedTrack, track, from, queue]);
  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const seek = useCallback((seconds: number) => dispatch({ type: 'seek', seconds }), []);

  return {
    playing: state.wantsPlaying,
    loading: state.wantsPlaying && (state.status === 'loading' || state.status === 'buffering'),
    currentTime: state.currentTime,
    duration: state.duration,
    notice: state.error,
    /** the track playing or paused, else the one the first play starts */
    current: loadedTrack ?? track,
    toggle,
    seek,
    next,
  };
}
