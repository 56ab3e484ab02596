import {
  AudioEngine,
  createPlayRecorder,
  currentTrack,
  PLAY_ERROR,
  type PlayerTrack,
  type QueueContext,
} from '@hifi/shared';
import { createLocalPlayerMachine, usePlayerMachineState } from '@hifi/shared/local-player';
import { type RefObject, useCallback, useEffect, useState } from 'react';

const ignore = () => {};

/**
 * The embed's player: the page's machine and engine (AudioEngine) over a machine of its own (it
 * shares no store with the page around it) and its one element. The URL is asked for on the first
 * play, so an embed on a busy page costs nothing until someone listens; plays are recorded
 * anonymously (docs/product.md#embed-player: embeds do no session work).
 */
export function useEmbedAudio(
  audioRef: RefObject<HTMLAudioElement | null>,
  track: PlayerTrack,
  from?: number,
  /** a release's tracks in order: the first play queues them all (track is the first) */
  queue?: QueueContext,
) {
  const [machine] = useState(createLocalPlayerMachine);
  const state = usePlayerMachineState(machine);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const record = createPlayRecorder(ignore);
    const engine = new AudioEngine(machine, [audio], {
      loadError: PLAY_ERROR,
      onPlaying: (trackId) => record(trackId, null),
    });
    return () => engine.dispose();
  }, [audioRef, machine]);

  // what the machine holds at the click, not as of the last render: the engine hears it at once
  const toggle = useCallback(() => {
    const loaded = currentTrack(machine.getState()) !== null;
    machine.dispatch(loaded ? { type: 'toggle' } : { type: 'play', track, from, queue });
  }, [machine, track, from, queue]);
  const seek = useCallback((seconds: number) => machine.dispatch({ type: 'seek', seconds }), [machine]);
  const next = useCallback(() => machine.dispatch({ type: 'next' }), [machine]);

  return {
    playing: state.wantsPlaying,
    loading: state.wantsPlaying && (state.status === 'loading' || state.status === 'buffering'),
    currentTime: state.currentTime,
    duration: state.duration,
    notice: state.error,
    /** the track playing or paused, else the one the first play starts */
    current: currentTrack(state) ?? track,
    toggle,
    seek,
    next,
  };
}
