import { hifiStore, playerAtoms } from '@hifi/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PlayerBar } from './player-bar.tsx';

// No stack here: the engine's URL request fails (the client is not initialised), which the bar
// must survive. Real playback is covered in Chromium by e2e/specs/player-playback.spec.ts.
const track = { id: '1', title: 'Night Drive (24/96)', filePath: 'a.flac', author: 'ana' };
const { closePlayerAtom, currentTrackAtom, pauseAtom, playTrackAtom, playerStatusAtom, wantsPlayingAtom } =
  playerAtoms;
/** The track is in the player, paused (what a listener sees after pressing Pause). */
const loadPaused = () =>
  act(() => {
    hifiStore.set(playTrackAtom, track);
    hifiStore.set(pauseAtom);
  });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  hifiStore.set(closePlayerAtom);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('shows the track another part of the page set, and closes it', () => {
  render(<PlayerBar />);
  expect(screen.getByRole('region', { name: 'Player' }).textContent).toContain('Nothing playing');
  loadPaused();
  expect(screen.getByText('Night Drive (24/96)')).toBeTruthy();
  expect(screen.getByText('ana')).toBeTruthy();
  expect(screen.getByTestId('elapsed').textContent).toBe('0:00');
  fireEvent.click(screen.getByRole('button', { name: 'Close player' }));
  expect(screen.getByText('Nothing playing')).toBeTruthy();
  expect(hifiStore.get(currentTrackAtom)).toBeNull();
});

it('says so and stops when the track cannot be loaded', async () => {
  render(<PlayerBar />);
  act(() => hifiStore.set(playTrackAtom, track));
  expect(await screen.findByText('Could not load this track')).toBeTruthy();
  expect(hifiStore.get(wantsPlayingAtom)).toBe(false);
  expect(hifiStore.get(playerStatusAtom)).toBe('error');
  expect(screen.getByRole('region', { name: 'Player' }).dataset.state).toBe('paused');
});

it('toggles play/pause with Space, except while typing in a field', () => {
  render(
    <>
      <input aria-label="Search" />
      <PlayerBar />
    </>,
  );
  loadPaused();
  fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
  expect(hifiStore.get(wantsPlayingAtom)).toBe(true);
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: ' ', code: 'Space' });
  expect(hifiStore.get(wantsPlayingAtom)).toBe(true);
  fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
  expect(hifiStore.get(wantsPlayingAtom)).toBe(false);
});

it('remembers the volume', () => {
  render(<PlayerBar />);
  loadPaused();
  fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.25' } });
  expect(localStorage.getItem('hifi-player-volume')).toBe('0.25');
  expect((screen.getByTestId('player-audio') as HTMLAudioElement).volume).toBe(0.25);
});
