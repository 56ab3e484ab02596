import { sampleTrack } from '@hifi/shared';
import { signedOut } from '@hifi/shared/stories';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TrackList } from './track-list.tsx';

const tracks = [
  sampleTrack({ id: 'a' }),
  sampleTrack({
    id: 'b',
    title: 'Harbour Bells',
    codec: 'pcm',
    bit_depth: 16,
    sample_rate: 44100,
    genres: ['Field Recording'],
    likes_count: 3,
  }),
  sampleTrack({ id: 'c', title: 'Night Drive', description: null, genres: ['Electronic'], likes_count: 0 }),
];

const meta = {
  title: 'Discover/TrackList',
  component: TrackList,
  beforeEach: signedOut,
  args: {
    tracks,
    likedIds: new Set<string>(),
    loading: false,
    loadingMore: false,
    hasMore: false,
    error: null,
    onLoadMore: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <MemoryRouter initialEntries={['/discover']}>{Story()}</MemoryRouter>],
} satisfies Meta<typeof TrackList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};
export const Loading: Story = { args: { tracks: [], loading: true } };
export const LoadingMore: Story = { args: { loadingMore: true, hasMore: true } };
export const Empty: Story = { args: { tracks: [] } };
export const ErrorFirstPage: Story = {
  args: { tracks: [], error: new Error('offline') },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const SomeLiked: Story = { args: { likedIds: new Set(['b']) } };
