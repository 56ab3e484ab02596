import { hifiStore, playerAtoms } from '@hifi/shared/store-in-tests';
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
  // no cover: the placeholder every track without one shares
  expect(screen.getByTestId('cover-placeholder')).toBeTruthy();
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

it('answers the keyboard shortcuts, none of them while typing in a field', async () => {
  const { seekRequestAtom, volumeAtom, setVolumeAtom, queueAtom } = playerAtoms;
  render(
    <>
      <input aria-label="Search" />
      <PlayerBar />
    </>,
  );
  const b = { ...track, id: '2', title: 'Second', filePath: 'b.flac' };
  act(() => {
    hifiStore.set(playTrackAtom, track, { tracks: [track, b], index: 0 });
    hifiStore.set(pauseAtom);
    hifiStore.set(setVolumeAtom, 0.4);
  });
  const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
    fireEvent.keyDown(target, { key, ...init });

  press('l');
  expect(hifiStore.get(seekRequestAtom)?.seconds).toBe(10);
  press('ArrowRight');
  expect(hifiStore.get(seekRequestAtom)?.seconds).toBe(15);
  press('j');
  expect(hifiStore.get(seekRequestAtom)?.seconds).toBe(5);
  press('ArrowLeft');
  expect(hifiStore.get(seekRequestAtom)?.seconds).toBe(0);
  // a focused slider keeps its own arrows (the volume moves, the track does not)
  press('ArrowRight', {}, screen.getByRole('slider', { name: 'Volume' }));
  expect(hifiStore.get(seekRequestAtom)?.seconds).toBe(0);

  // M mutes, and unmuting brings back the volume the listener had
  press('m');
  expect(hifiStore.get(volumeAtom)).toBe(0);
  press('m');
  expect(hifiStore.get(volumeAtom)).toBe(0.4);

  // typing in a field is typing
  const search = screen.getByRole('textbox', { name: 'Search' });
  press('N', { shiftKey: true }, search);
  press('m', {}, search);
  expect(hifiStore.get(queueAtom)?.index).toBe(0);
  expect(hifiStore.get(volumeAtom)).toBe(0.4);

  press('N', { shiftKey: true });
  expect(hifiStore.get(currentTrackAtom)?.title).toBe('Second');
  press('P', { shiftKey: true });
  expect(hifiStore.get(currentTrackAtom)?.title).toBe(track.title);

  // the dialog's code is fetched on the first '?'
  press('?', { shiftKey: true });
  expect((await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).textContent).toContain(
    'Next track',
  );
});
