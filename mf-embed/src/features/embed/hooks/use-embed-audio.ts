import { AudioEngine, createPlayRecorder, currentTrack, PLAY_ERROR, type PlayerTrack } from '@hifi/shared';
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
    machine.dispatch(loaded ? { type: 'toggle' } : { type: 'play', track, from });
  }, [machine, track, from]);
  const seek = useCallback((seconds: number) => machine.dispatch({ type: 'seek', seconds }), [machine]);

  return {
    playing: state.wantsPlaying,
    loading: state.wantsPlaying && (state.status === 'loading' || state.status === 'buffering'),
    currentTime: state.currentTime,
    duration: state.duration,
    notice: state.error,
    toggle,
    seek,
  };
}
