import { hifiStore, playerAtom } from '@hifi/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PlayerBar } from './player-bar.tsx';

afterEach(cleanup);

it('shows the track another part of the page set, and closes it', () => {
  hifiStore.set(playerAtom, { current: null, playing: false });
  render(<PlayerBar />);
  expect(screen.getByRole('region', { name: 'Player' }).textContent).toContain('Nothing playing');
  act(() =>
    hifiStore.set(playerAtom, {
      current: { id: '1', title: 'Night Drive (24/96)', filePath: 'a.flac' },
      playing: true,
    }),
  );
  expect(screen.getByText('Night Drive (24/96)')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Close player' }));
  expect(screen.getByText('Nothing playing')).toBeTruthy();
});
