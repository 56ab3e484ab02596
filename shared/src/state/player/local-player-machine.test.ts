import { expect, it } from 'vitest';
import { createLocalPlayerMachine } from './local-player-machine.ts';
import { currentTrack } from './player-machine.ts';

const track = { id: 'a', title: 'A', filePath: 'u/a.flac' };

it('tells its listeners within the dispatch that changed the state, and only then', () => {
  const machine = createLocalPlayerMachine();
  const heard: (string | null)[] = [];
  const stop = machine.subscribe(() => heard.push(currentTrack(machine.getState())?.id ?? null));
  machine.dispatch({ type: 'play', track });
  expect(heard).toEqual(['a']);
  machine.dispatch({ type: 'resume' });
  expect(heard).toEqual(['a']);
  stop();
  machine.dispatch({ type: 'close' });
  expect(heard).toEqual(['a']);
});
