import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { playerNow } from '../../state/hooks.tsx';
import {
  closePlayerAtom,
  currentTrackAtom,
  engineEventAtom,
  playerMachineIn,
  playTrackAtom,
  queueAtom,
  SHOWN_AFTER_START_MS,
  wantsPlayingAtom,
} from '../../state/player/player-atoms.ts';
import { hifiStore } from '../../state/store.ts';
import { PLAY_LOADING_MS, PlayButton } from './play-button.tsx';

const track = { id: 't1', title: 'Night Drive', filePath: 'u/night.flac', author: 'ana' };
const engineReports = (type: 'engine/playing') => act(() => hifiStore.set(engineEventAtom, { type }));

beforeEach(() => hifiStore.set(closePlayerAtom));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('asks the player for its track; once the start shows, loading until the engine reports audio', () => {
  vi.useFakeTimers();
  render(<PlayButton track={track} />);
  fireEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
  // the player holds it at once; nothing on the page changes until the start shows
  expect(playerNow()).toEqual({ track, wantsPlaying: true });
  expect(hifiStore.get(currentTrackAtom)).toBeNull();
  expect(screen.getByRole('button', { name: 'Play Night Drive' })).toBeTruthy();
  act(() => vi.advanceTimersByTime(SHOWN_AFTER_START_MS));
  expect(hifiStore.get(currentTrackAtom)).toEqual(track);
  expect(screen.getByRole('button', { name: 'Loading Night Drive' }).getAttribute('aria-busy')).toBe('true');
  engineReports('engine/playing');
  expect(hifiStore.get(wantsPlayingAtom)).toBe(true);
  expect(screen.getByRole('button', { name: 'Pause Night Drive' })).toBeTruthy();
});

it('a start that sounds at once shows as playing, without a spinner', () => {
  render(<PlayButton track={track} />);
  fireEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
  engineReports('engine/playing');
  expect(screen.getByRole('button', { name: 'Pause Night Drive' }).getAttribute('aria-busy')).toBeNull();
});

it('a second click before the start shows leaves the start alone', () => {
  render(<PlayButton track={track} />);
  fireEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
  const loadId = playerMachineIn(hifiStore).getState().loadId;
  fireEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
  expect(playerMachineIn(hifiStore).getState()).toMatchObject({ loadId, wantsPlaying: true });
});

it('stops showing loading after 3 s even when the engine is slower', () => {
  vi.useFakeTimers();
  render(<PlayButton track={track} />);
  fireEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
  act(() => vi.advanceTimersByTime(SHOWN_AFTER_START_MS));
  act(() => vi.advanceTimersByTime(PLAY_LOADING_MS - 1));
  expect(screen.getByRole('button', { name: 'Loading Night Drive' })).toBeTruthy();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole('button', { name: 'Pause Night Drive' })).toBeTruthy();
});

it('pauses and resumes the current track without replacing it', () => {
  hifiStore.set(playTrackAtom, track);
  hifiStore.set(engineEventAtom, { type: 'engine/playing' });
  render(<PlayButton track={track} />);
  fireEvent.click(screen.getByRole('button', { name: 'Pause Night Drive' }));
  expect(hifiStore.get(wantsPlayingAtom)).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
  expect(hifiStore.get(wantsPlayingAtom)).toBe(true);
  expect(hifiStore.get(currentTrackAtom)).toEqual(track);
});

it('switches the player to another track, queueing the list it was played from', () => {
  const other = { id: 't2', title: 'Other', filePath: 'u/other.wav' };
  hifiStore.set(playTrackAtom, other);
  render(<PlayButton track={track} queue={{ tracks: [other, track], index: 1 }} />);
  fireEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
  engineReports('engine/playing');
  expect(hifiStore.get(currentTrackAtom)).toEqual(track);
  expect(hifiStore.get(queueAtom)).toEqual({ tracks: [other, track], index: 1 });
});
