import { LICENCES } from '@hifi/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { EmbedPlayer } from './embed-player.tsx';
import { EmbedPlayerView } from './embed-player-view.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const track = {
  id: '00000000-0000-4000-8000-000000000042',
  title: 'Night Drive',
  filePath: 'night.flac',
  userId: 'u1',
  authorName: 'ana',
  likesCount: 12,
  duration: 185,
  coverUrl: null,
  licence: LICENCES['all-rights-reserved'],
};

it('shows title, author, likes, total time and a View link to the track page', () => {
  render(<EmbedPlayerView track={track} />);
  expect(screen.getByRole('heading', { name: 'Night Drive' })).toBeTruthy();
  expect(screen.getByText('ana')).toBeTruthy();
  expect(screen.getByTestId('like-count').textContent).toBe('12');
  expect(screen.getByTestId('duration').textContent).toBe('3:05');
  expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(`/audio/${track.id}`);
});

it("links a Creative Commons track's licence to its deed, and says nothing of all rights reserved", () => {
  render(<EmbedPlayerView track={{ ...track, licence: LICENCES['cc-by-sa-4.0'] }} />);
  expect(screen.getByRole('link', { name: 'CC BY-SA 4.0' }).getAttribute('href')).toBe(
    'https://creativecommons.org/licenses/by-sa/4.0/',
  );
  cleanup();
  render(<EmbedPlayerView track={track} />);
  expect(screen.queryByText(/rights reserved/i)).toBeNull();
});

it("shows the track's 96 px cover with its title, or the site's placeholder without one", () => {
  const cover = 'http://localhost/storage/v1/object/public/audio/u1/covers/c1/96.webp';
  render(<EmbedPlayerView track={{ ...track, coverUrl: cover }} />);
  expect(screen.getByRole('img', { name: 'Cover art of Night Drive' }).getAttribute('src')).toBe(cover);
  cleanup();
  render(<EmbedPlayerView track={track} />);
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByTestId('cover-placeholder')).toBeTruthy();
});

it('says so when the track cannot be played (no backend here)', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<EmbedPlayerView track={track} />);
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  expect(await screen.findByText('Could not play this track')).toBeTruthy();
});

it("shows 'Audio not found' for an id that cannot name a track", async () => {
  render(
    <MemoryRouter initialEntries={['/embed/audio/42']}>
      <Routes>
        <Route path="/embed/audio/:id" element={<EmbedPlayer />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByText('Audio not found')).toBeTruthy();
});
