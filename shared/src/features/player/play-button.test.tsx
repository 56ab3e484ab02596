import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { playerAtom } from '../../state/player-atom.ts';
import { hifiStore } from '../../state/store.ts';
import { PLAY_LOADING_MS, PlayButton } from './play-button.tsx';

const track = { id: 't1', title: 'Night Drive', filePath: 'u/night.flac', author: 'ana' };

beforeEach(() => hifiStore.set(playerAtom, { current: null, playing: false }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('sets the shared player atom to its track and shows loading until the engine reports audio', () => {
  render(<PlayButton track={track} />);
  fireEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
  expect(hifiStore.get(playerAtom)).toEqual({ current: track, playing: true, loading: true });
  expect(screen.getByRole('button', { name: 'Loading Night Drive' }).getAttribute('aria-busy')).toBe('true');
  act(() => hifiStore.set(playerAtom, { current: track, playing: true, loading: false }));
  expect(screen.getByRole('button', { name: 'Pause Night Drive' })).toBeTruthy();
});

it('stops showing loading after 3 s even when the engine is slower', () => {
  vi.useFakeTimers();
  render(<PlayButton track={track} />);
  fireEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
  act(() => vi.advanceTimersByTime(PLAY_LOADING_MS - 1));
  expect(screen.getByRole('button', { name: 'Loading Night Drive' })).toBeTruthy();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole('button', { name: 'Pause Night Drive' })).toBeTruthy();
});

it('pauses and resumes the current track without replacing it', () => {
  hifiStore.set(playerAtom, { current: track, playing: true, loading: false });
  render(<PlayButton track={track} />);
  fireEvent.click(screen.getByRole('button', { name: 'Pause Night Drive' }));
  expect(hifiStore.get(playerAtom)).toEqual({ current: track, playing: false, loading: false });
  fireEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
  expect(hifiStore.get(playerAtom).playing).toBe(true);
});

it('switches the player to another track', () => {
  const other = { id: 't2', title: 'Other', filePath: 'u/other.wav' };
  hifiStore.set(playerAtom, { current: other, playing: true, loading: false });
  render(<PlayButton track={track} />);
  fireEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
  expect(hifiStore.get(playerAtom).current).toEqual(track);
});
