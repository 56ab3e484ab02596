/**
 * A player whose machine is its own (the embed's: it shares no store with the page around it),
 * as '@hifi/shared/local-player': only the embed uses it, and the package's main module is what
 * every page of the site downloads (the /discover budget of e2e/specs/first-load.spec.ts).
 */
export { createLocalPlayerMachine } from '../../state/player/local-player-machine.ts';
export { usePlayerMachineState } from '../../state/player/use-player-machine-state.ts';
