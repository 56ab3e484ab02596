import { useSyncExternalStore } from 'react';
import type { PlayerMachine, PlayerState } from './player-machine.ts';

/** A machine's whole state, for a player that keeps its own (the embed; no store library). */
export function usePlayerMachineState(machine: PlayerMachine): PlayerState {
  return useSyncExternalStore(machine.subscribe, machine.getState);
}
