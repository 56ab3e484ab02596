import type { ArtistHit, PlaylistHit } from '@hifi/shared';
import { signedOut } from '@hifi/shared/stories';
import { phone } from '@hifi/shared/stories/page';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { SearchGroupState } from '../hooks/use-search-group.ts';
import { SearchResults } from './search-results.tsx';

const artists: ArtistHit[] = [
  { id: 'a1', username: 'ana_records', display_name: 'Ana Lindqvist', followers_count: 1204 },
  { id: 'a2', username: 'lindholm', display_name: null, followers_count: 1 },
  { id: 'a3', username: 'tape_lind', display_name: 'Marco Lindner', followers_count: 37 },
];
const playlists: PlaylistHit[] = [
  {
    id: 'p1',
    title: 'Lindy hop, lossless',
    description: null,
    updated_at: '2026-11-20T10:00:00Z',
    owner: { id: 'a3', username: 'tape_lind', display_name: 'Marco Lindner' },
  },
  {
    id: 'p2',
    title: 'Blindfold listening tests',
    description: 'Same master, four encodings',
    updated_at: '2026-10-02T10:00:00Z',
    owner: { id: 'a2', username: 'lindholm', display_name: null },
  },
];
const state = <G extends 'artists' | 'playlists'>(s: Partial<SearchGroupState<G>>): SearchGroupState<G> => ({
  hits: [],
  loading: false,
  loadingMore: false,
  error: null,
  more: false,
  loadMore: fn(),
  retry: fn(),
  ...s,
});

const meta = {
  title: 'Discover/SearchResults',
  component: SearchResults,
  beforeEach: signedOut,
  args: {
    text: 'lind',
    artists: state({ hits: artists, more: true }),
    playlists: state({ hits: playlists }),
    opened: null,
    linkTo: (scope) => `/discover?q=lind&in=${scope}`,
  },
  decorators: [(Story) => <MemoryRouter initialEntries={['/discover?q=lind']}>{Story()}</MemoryRouter>],
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Artists (more than shown: "See all") and playlists found by "lind". */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See all artists' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'See all playlists' })).toBeNull();
  },
};
export const Loading: Story = {
  args: { artists: state({ loading: true }), playlists: state({ loading: true }) },
};
export const Empty: Story = { args: { text: 'zzz', artists: state({}), playlists: state({}) } };
export const ErrorState: Story = {
  name: 'Error',
  args: { artists: state({ error: new Error('offline') }), playlists: state({ hits: playlists }) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.artists.retry).toHaveBeenCalledOnce();
  },
};
/** "See all" artists: only that group, paged. */
export const AllArtists: Story = {
  args: { opened: 'artists', artists: state({ hits: artists, more: true }) },
};
export const Phone: Story = { globals: phone };
