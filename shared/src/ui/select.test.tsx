import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SELECT_SEARCH_RESET_MS, Select } from './select.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const genres = ['All Genres', 'Ambient', 'Jazz', 'Jungle', 'Rock'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

const highlighted = () =>
  document.activeElement?.getAttribute('role') === 'option' ? document.activeElement.textContent : null;

it('typing jumps to a matching option, and the typed search starts over after 1000 ms', () => {
  vi.useFakeTimers();
  render(<Select aria-label="Filter by Genre" options={genres} defaultValue="all genres" defaultOpen />);
  act(() => vi.advanceTimersByTime(100));
  const listbox = screen.getByRole('listbox');
  // Radix moves focus to the match on the next tick.
  const type = (key: string) => {
    fireEvent.keyDown(listbox, { key });
    vi.advanceTimersByTime(1);
  };

  act(() => type('j'));
  expect(highlighted()).toBe('Jazz');
  act(() => type('u'));
  expect(highlighted()).toBe('Jungle');

  // Within the window the search is "juj", which matches nothing: the highlight stays.
  act(() => vi.advanceTimersByTime(SELECT_SEARCH_RESET_MS - 100));
  act(() => type('j'));
  expect(highlighted()).toBe('Jungle');

  // After a full second without keys the search is reset: "r" alone finds Rock.
  act(() => vi.advanceTimersByTime(SELECT_SEARCH_RESET_MS));
  act(() => type('r'));
  expect(highlighted()).toBe('Rock');
});
