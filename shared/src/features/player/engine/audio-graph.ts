/**
 * The player's Web Audio graph: each <audio> element → its own GainNode → the output. The gain is the only thing done to the samples (the loudness normalization, 1 when
 * off); nothing is decoded or resampled here. Two gains, because at a gapless change the end of
 * one track and the start of the next (each with its own ReplayGain) meet.
 */
export interface AudioGraph {
  setGain(slot: number, gain: number): void;
  /** An AudioContext made before the listener's first gesture starts suspended. */
  resume(): void;
}

export function createAudioGraph(elements: readonly HTMLMediaElement[]): AudioGraph | null {
  if (typeof AudioContext === 'undefined') return null;
  const context = new AudioContext();
  const gains = elements.map((element) => {
    const gain = context.createGain();
    context.createMediaElementSource(element).connect(gain).connect(context.destination);
    return gain;
  });
  return {
    setGain(slot, value) {
      const gain = gains[slot];
      // a short ramp: a jump in gain mid-track is a click
      if (gain) gain.gain.setTargetAtTime(value, context.currentTime, 0.05);
    },
    resume() {
      if (context.state === 'suspended') void context.resume();
    },
  };
}
