import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { DiscoveryView } from '../hooks/use-discovery-params.ts';
import { DiscoveryFilters, SEARCH_DEBOUNCE_MS } from './discovery-filters.tsx';

const view: DiscoveryView = { search: '', genre: 'all', sort: 'likes' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('asks once for what was typed, after typing settles, trimmed', () => {
  const changes: Array<Partial<DiscoveryView>> = [];
  render(<DiscoveryFilters view={view} genres={[]} onChange={(c) => changes.push(c)} />);
  const box = screen.getByPlaceholderText('Search audio files...');
  for (const text of ['r', 'ra', 'rai', 'rain', 'rain ']) {
    fireEvent.change(box, { target: { value: text } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
  }
  expect(changes).toEqual([]);
  act(() => vi.advanceTimersByTime(50));
  expect(changes).toEqual([{ search: 'rain' }]);
});

it('offers All Genres plus the genres that exist, and the three sorts', () => {
  const changes: Array<Partial<DiscoveryView>> = [];
  render(<DiscoveryFilters view={view} genres={['Ambient', 'Jazz']} onChange={(c) => changes.push(c)} />);
  const genre = screen.getByLabelText('Filter by Genre') as HTMLSelectElement;
  expect([...genre.options].map((o) => o.text)).toEqual(['All Genres', 'Ambient', 'Jazz']);
  const sort = screen.getByLabelText('Sort By') as HTMLSelectElement;
  expect([...sort.options].map((o) => [o.value, o.text])).toEqual([
    ['plays', 'Most Popular'],
    ['likes', 'Most Liked'],
    ['recent', 'Most Recent'],
  ]);
  fireEvent.change(genre, { target: { value: 'Jazz' } });
  fireEvent.change(sort, { target: { value: 'recent' } });
  expect(changes).toEqual([{ genre: 'Jazz' }, { sort: 'recent' }]);
});

it('shows the search of a shared link and follows the URL when it changes under it', () => {
  const { rerender } = render(
    <DiscoveryFilters view={{ ...view, search: 'bells' }} genres={[]} onChange={() => {}} />,
  );
  const box = screen.getByPlaceholderText('Search audio files...') as HTMLInputElement;
  expect(box.value).toBe('bells');
  rerender(<DiscoveryFilters view={{ ...view, search: 'fog' }} genres={[]} onChange={() => {}} />);
  expect(box.value).toBe('fog');
});
