import type { ArtistHit, PlaylistHit } from '@hifi/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import type { SearchGroupState } from '../hooks/use-search-group.ts';
import { SearchResults, type SearchResultsProps } from './search-results.tsx';

afterEach(cleanup);

const ana: ArtistHit = {
  id: 'a1',
  username: 'ana_records',
  display_name: 'Ana Lindqvist',
  followers_count: 12,
};
const vinyl: PlaylistHit = {
  id: 'p1',
  title: 'Late night vinyl rips',
  description: null,
  updated_at: '2026-11-20T10:00:00Z',
  owner: { id: 'a1', username: 'ana_records', display_name: 'Ana Lindqvist' },
};
const group = <G extends 'artists' | 'playlists'>(
  state: Partial<SearchGroupState<G>>,
): SearchGroupState<G> => ({
  hits: [],
  loading: false,
  loadingMore: false,
  error: null,
  more: false,
  loadMore: vi.fn(),
  retry: vi.fn(),
  ...state,
});
const show = (props: Partial<SearchResultsProps>) =>
  render(
    <MemoryRouter>
      <SearchResults
        text="lind"
        artists={group({})}
        playlists={group({})}
        opened={null}
        linkTo={(scope) => `/discover?q=lind&in=${scope}`}
        {...props}
      />
    </MemoryRouter>,
  );

it('groups artists and playlists, each linking to its page, each with its own "See all"', () => {
  show({ artists: group({ hits: [ana], more: true }), playlists: group({ hits: [vinyl], more: true }) });
  const artists = screen.getByRole('region', { name: 'Artists' });
  expect(within(artists).getByRole('link', { name: 'Ana Lindqvist' }).getAttribute('href')).toBe(
    '/profile/a1',
  );
  expect(within(artists).getByText(/@ana_records · 12 followers/)).toBeTruthy();
  expect(within(artists).getByRole('link', { name: 'See all artists' }).getAttribute('href')).toBe(
    '/discover?q=lind&in=artists',
  );
  const playlists = screen.getByRole('region', { name: 'Playlists' });
  expect(within(playlists).getByRole('link', { name: 'Late night vinyl rips' }).getAttribute('href')).toBe(
    '/playlist/p1',
  );
  expect(within(playlists).getByText(/by Ana Lindqvist/)).toBeTruthy();
  expect(within(playlists).getByRole('link', { name: 'See all playlists' }).getAttribute('href')).toBe(
    '/discover?q=lind&in=playlists',
  );
});

it('offers "See all" only when a group has more than it shows', () => {
  show({ artists: group({ hits: [ana], more: false }), playlists: group({ hits: [vinyl], more: true }) });
  expect(screen.queryByRole('link', { name: 'See all artists' })).toBeNull();
  expect(screen.getByRole('link', { name: 'See all playlists' })).toBeTruthy();
});

it('says when a group finds nothing, shows its loading and its error with Retry', () => {
  const retry = vi.fn();
  show({ artists: group({ loading: true }), playlists: group({ error: new Error('offline'), retry }) });
  expect(screen.getByRole('status', { name: 'Loading artists' })).toBeTruthy();
  within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }).click();
  expect(retry).toHaveBeenCalledOnce();
  cleanup();
  show({});
  expect(screen.getByText('No artists match “lind”')).toBeTruthy();
  expect(screen.getByText('No playlists match “lind”')).toBeTruthy();
});

it('an opened group shows only itself and pages with "Show more"', () => {
  const loadMore = vi.fn();
  show({
    opened: 'artists',
    artists: group({ hits: [ana], more: true, loadMore }),
    playlists: group({ hits: [vinyl] }),
  });
  expect(screen.queryByRole('region', { name: 'Playlists' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'See all artists' })).toBeNull();
  screen.getByRole('button', { name: 'Show more' }).click();
  expect(loadMore).toHaveBeenCalledOnce();
});
