import { hifiStore, playerAtom } from '@hifi/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PlayerBar } from './player-bar.tsx';

// No stack here: the engine's URL request fails (the client is not initialised), which the bar
// must survive. Real playback is covered in Chromium by e2e/specs/player-playback.spec.ts.
const track = { id: '1', title: 'Night Drive (24/96)', filePath: 'a.flac', author: 'ana' };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  hifiStore.set(playerAtom, { current: null, playing: false });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('shows the track another part of the page set, and closes it', () => {
  render(<PlayerBar />);
  expect(screen.getByRole('region', { name: 'Player' }).textContent).toContain('Nothing playing');
  act(() => hifiStore.set(playerAtom, { current: track, playing: false }));
  expect(screen.getByText('Night Drive (24/96)')).toBeTruthy();
  expect(screen.getByText('ana')).toBeTruthy();
  expect(screen.getByTestId('elapsed').textContent).toBe('0:00');
  fireEvent.click(screen.getByRole('button', { name: 'Close player' }));
  expect(screen.getByText('Nothing playing')).toBeTruthy();
  expect(hifiStore.get(playerAtom).current).toBeNull();
});

it('says so and stops when the track cannot be loaded', async () => {
  render(<PlayerBar />);
  act(() => hifiStore.set(playerAtom, { current: track, playing: true, loading: true }));
  expect(await screen.findByText('Could not load this track')).toBeTruthy();
  expect(hifiStore.get(playerAtom)).toMatchObject({ playing: false, loading: false });
});

it('toggles play/pause with Space, except while typing in a field', () => {
  render(
    <>
      <input aria-label="Search" />
      <PlayerBar />
    </>,
  );
  act(() => hifiStore.set(playerAtom, { current: track, playing: false }));
  fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
  expect(hifiStore.get(playerAtom).playing).toBe(true);
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: ' ', code: 'Space' });
  expect(hifiStore.get(playerAtom).playing).toBe(true);
  fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
  expect(hifiStore.get(playerAtom).playing).toBe(false);
});

it('remembers the volume', () => {
  render(<PlayerBar />);
  act(() => hifiStore.set(playerAtom, { current: track, playing: false }));
  fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.25' } });
  expect(localStorage.getItem('hifi-player-volume')).toBe('0.25');
  expect((screen.getByTestId('player-audio') as HTMLAudioElement).volume).toBe(0.25);
});
