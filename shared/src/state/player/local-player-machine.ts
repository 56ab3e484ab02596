import { initialPlayerState, type PlayerMachine, type PlayerState, playerReducer } from './player-machine.ts';

/**
 * A player machine kept by its owner alone: the embed's, which shares nothing with the page
 * around it (and carries no store library: its page's size budget).
 */
export function createLocalPlayerMachine(initial: PlayerState = initialPlayerState()): PlayerMachine {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(event) {
      const next = playerReducer(state, event);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
