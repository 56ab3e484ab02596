import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DEFAULT_VIEW, type DiscoveryView } from '../hooks/use-discovery-params.ts';
import { activeFilterCount, DiscoveryFilters, SEARCH_DEBOUNCE_MS } from './discovery-filters.tsx';

const view: DiscoveryView = DEFAULT_VIEW;

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

it('offers the quality filters: hide suspected lossy, format, minimum bit depth and sample rate', () => {
  const changes: Array<Partial<DiscoveryView>> = [];
  render(<DiscoveryFilters view={view} genres={[]} onChange={(c) => changes.push(c)} />);
  const format = screen.getByLabelText('Format') as HTMLSelectElement;
  expect([...format.options].map((o) => o.text)).toEqual(['Any format', 'FLAC', 'WAV', 'ALAC']);
  const rate = screen.getByLabelText('Minimum sample rate') as HTMLSelectElement;
  expect([...rate.options].map((o) => o.text)).toContain('96 kHz and up');
  fireEvent.click(screen.getByLabelText('Hide suspected lossy'));
  fireEvent.change(format, { target: { value: 'alac' } });
  fireEvent.change(screen.getByLabelText('Minimum bit depth'), { target: { value: '24' } });
  fireEvent.change(rate, { target: { value: '96000' } });
  expect(changes).toEqual([
    { hideLossy: true },
    { format: 'alac' },
    { minBitDepth: 24 },
    { minSampleRate: 96000 },
  ]);
});

it('the phone\'s "Filters" button opens the filters and counts the active ones (the sort is not one)', () => {
  const active: DiscoveryView = { ...view, genre: 'Jazz', hideLossy: true, minBitDepth: 24, sort: 'recent' };
  expect(activeFilterCount(view)).toBe(0);
  expect(activeFilterCount(active)).toBe(3);
  render(<DiscoveryFilters view={active} genres={['Jazz']} onChange={() => undefined} />);
  const button = screen.getByRole('button', { name: 'Filters, 3 active' });
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(panel.contains(screen.getByLabelText('Filter by Genre'))).toBe(true);
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(panel.className).toContain('max-sm:hidden');
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(panel.className).not.toContain('max-sm:hidden');
});
