import { createStore } from 'jotai';
import { afterEach, expect, it, vi } from 'vitest';
import {
  currentTrackAtom,
  engineEventAtom,
  pauseAtom,
  playerMachineIn,
  playerStatusAtom,
  SHOWN_AFTER_START_MS,
  startTrackAtom,
} from './player-atoms.ts';
import { currentTrack } from './player-machine.ts';

const track = { id: 'a', title: 'Night Drive', filePath: 'u/a.flac' };

afterEach(() => vi.useRealTimers());

function started() {
  const store = createStore();
  const machine = playerMachineIn(store);
  const engineHeard: (string | null)[] = [];
  machine.subscribe(() => engineHeard.push(currentTrack(machine.getState())?.id ?? null));
  store.sub(currentTrackAtom, () => {});
  store.set(startTrackAtom, track);
  return { store, machine, engineHeard };
}

it("a play button's start reaches the engine inside the write; the page shows it once it sounds", () => {
  const { store, engineHeard } = started();
  expect(engineHeard).toEqual(['a']);
  expect(store.get(currentTrackAtom)).toBeNull();
  // the element's progress keeps it unshown
  store.set(engineEventAtom, { type: 'engine/duration', duration: 60 });
  expect(store.get(currentTrackAtom)).toBeNull();
  store.set(engineEventAtom, { type: 'engine/playing' });
  expect(store.get(currentTrackAtom)).toEqual(track);
  expect(store.get(playerStatusAtom)).toBe('playing');
});

it('shows a start that is slow to sound after SHOWN_AFTER_START_MS, and a failed one at once', () => {
  vi.useFakeTimers();
  const slow = started();
  vi.advanceTimersByTime(SHOWN_AFTER_START_MS - 1);
  expect(slow.store.get(currentTrackAtom)).toBeNull();
  vi.advanceTimersByTime(1);
  expect(slow.store.get(playerStatusAtom)).toBe('loading');

  const failed = started();
  failed.store.set(engineEventAtom, { type: 'engine/error', message: 'Could not load this track' });
  expect(failed.store.get(currentTrackAtom)).toEqual(track);
});

it("the listener's next intent shows at once", () => {
  const { store } = started();
  store.set(pauseAtom);
  expect(store.get(currentTrackAtom)).toEqual(track);
  expect(store.get(playerStatusAtom)).toBe('loading');
});
