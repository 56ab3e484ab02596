import { hifiStore, StoreProvider, sessionAtom } from '@hifi/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { RecentPage, RecentPlayList } from './recent-page.tsx';

afterEach(cleanup);

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
