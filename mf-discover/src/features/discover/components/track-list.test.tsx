import { sampleTrack } from '@hifi/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { TrackList, type TrackListProps } from './track-list.tsx';

afterEach(cleanup);

const base: TrackListProps = {
  tracks: [],
  likedIds: new Set(),
  loading: false,
  loadingMore: false,
  hasMore: false,
  error: null,
  onLoadMore: () => {},
  onRetry: () => {},
};
const show = (props: Partial<TrackListProps>) =>
  render(
    <MemoryRouter>
      <TrackList {...base} {...props} />
    </MemoryRouter>,
  );

it('shows 4 skeleton cards while the first page loads', () => {
  show({ loading: true });
  expect(screen.getAllByTestId('track-card-skeleton')).toHaveLength(4);
});

it("shows 'No audio files found' for an empty result", () => {
  show({});
  expect(screen.getByText('No audio files found')).toBeTruthy();
});

it("shows the cards, 'Loading more...' while the next page loads, and the end marker only while more exist", () => {
  const tracks = [sampleTrack({ id: 'a', title: 'One' }), sampleTrack({ id: 'b', title: 'Two' })];
  const { rerender } = show({ tracks, hasMore: true, loadingMore: true });
  expect(screen.getAllByTestId('track-card')).toHaveLength(2);
  expect(screen.getByText('Loading more...')).toBeTruthy();
  expect(screen.getByTestId('end-marker')).toBeTruthy();
  rerender(
    <MemoryRouter>
      <TrackList {...base} tracks={tracks} />
    </MemoryRouter>,
  );
  expect(screen.queryByTestId('end-marker')).toBeNull();
  expect(screen.queryByText('Loading more...')).toBeNull();
});

it('offers Retry when a page fails', () => {
  show({ error: new Error('offline') });
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});
