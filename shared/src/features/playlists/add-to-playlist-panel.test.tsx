import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { AddToPlaylistPanel } from './add-to-playlist-panel.tsx';

afterEach(cleanup);

const mine = {
  id: 'p1',
  user_id: 'me',
  title: 'Evening',
  visibility: 'public',
  updated_at: '',
  tracks_count: 2,
} as const;
const theirs = {
  id: 'p2',
  user_id: 'them',
  title: 'Shared',
  visibility: 'private',
  updated_at: '',
  tracks_count: 1,
} as const;

it('lists own and edited playlists; a pick names the playlist; "New playlist" waits for a title', () => {
  const onPick = vi.fn();
  const onCreate = vi.fn();
  render(<AddToPlaylistPanel playlists={[mine, theirs]} userId="me" onPick={onPick} onCreate={onCreate} />);
  const list = screen.getByRole('list', { name: 'Your playlists' });
  expect(list.textContent).toContain('Evening2 tracks');
  expect(list.textContent).toContain('SharedEditor · 1 track');
  fireEvent.click(screen.getByRole('button', { name: /Shared/ }));
  expect(onPick).toHaveBeenCalledWith(theirs);

  const create = screen.getByRole('button', { name: 'New playlist' }) as HTMLButtonElement;
  expect(create.disabled).toBe(true);
  fireEvent.change(screen.getByLabelText('New playlist title'), { target: { value: 'Road trip' } });
  fireEvent.click(create);
  expect(onCreate).toHaveBeenCalledWith('Road trip');
});

it('says when it is loading, empty or failed (with Retry)', () => {
  const props = { userId: 'me', onPick: vi.fn(), onCreate: vi.fn() };
  const { rerender } = render(<AddToPlaylistPanel playlists={undefined} {...props} />);
  expect(screen.getByText('Loading...')).toBeTruthy();
  rerender(<AddToPlaylistPanel playlists={[]} {...props} />);
  expect(screen.getByText('No playlists yet. Name your first one below.')).toBeTruthy();
  const onRetry = vi.fn();
  rerender(<AddToPlaylistPanel playlists={undefined} error onRetry={onRetry} {...props} />);
  expect(screen.getByRole('alert').textContent).toContain('Could not load your playlists');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});
