import { type RecentPlay, StoreProvider } from '@hifi/shared';
import { hifiStore, playerAtoms, sessionAtom } from '@hifi/shared/store-in-tests';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { RecentPage, RecentPlayList } from './recent-page.tsx';

afterEach(() => {
  cleanup();
  hifiStore.set(playerAtoms.closePlayerAtom);
});

it('renders the Recently Played heading and Loading... while the session resolves', () => {
  hifiStore.set(sessionAtom, { status: 'loading' });
  render(
    <StoreProvider>
      <RecentPage />
    </StoreProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Recently Played' })).toBeTruthy();
  expect(screen.getByText('Loading...')).toBeTruthy();
});

it('says so when nothing was played', () => {
  render(<RecentPlayList plays={[]} />);
  expect(screen.getByText('No recently played audio files')).toBeTruthy();
});

const play = (n: number): RecentPlay => ({
  id: n,
  played_at: '2026-11-20T10:00:00Z',
  audio_files: {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    title: `Take ${n}`,
    description: null,
    file_path: `u/take-${n}.flac`,
    cover_path: null,
    codec: 'FLAC',
  },
});

it('gives every card Play next and Add to queue, which queue the track without playing it', () => {
  render(
    <StoreProvider>
      <MemoryRouter>
        <RecentPlayList plays={[play(1), play(2)]} />
      </MemoryRouter>
    </StoreProvider>,
  );
  const cards = within(screen.getByRole('list', { name: 'Recently played' })).getAllByRole('listitem');
  for (const card of cards) {
    expect(within(card).getByRole('button', { name: 'Play next' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add to queue' })).toBeTruthy();
  }
  fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Add to queue' }));
  expect(hifiStore.get(playerAtoms.currentTrackAtom)?.title).toBe('Take 2');
  expect(hifiStore.get(playerAtoms.wantsPlayingAtom)).toBe(false);
  fireEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Play next' }));
  expect(hifiStore.get(playerAtoms.queueAtom)?.tracks.map((t) => t.title)).toEqual(['Take 2', 'Take 1']);
});
