import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { phone } from '../../stories/page.tsx';
import { AddToPlaylistPanel } from './add-to-playlist-panel.tsx';

const me = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const playlists = [
  {
    id: 'p1',
    user_id: me,
    title: 'Dawn to dusk',
    visibility: 'public',
    updated_at: '2026-11-24T08:00:00Z',
    tracks_count: 5,
  },
  {
    id: 'p2',
    user_id: 'other',
    title: 'Tape hiss appreciation society',
    visibility: 'private',
    updated_at: '2026-11-22T08:00:00Z',
    tracks_count: 12,
  },
  {
    id: 'p3',
    user_id: me,
    title: 'One for the road',
    visibility: 'unlisted',
    updated_at: '2026-11-21T08:00:00Z',
    tracks_count: 1,
  },
] as const;

/** The inside of the "Add to playlist" dialog, in each of its states. */
const meta = {
  title: 'Playlists/AddToPlaylistPanel',
  component: AddToPlaylistPanel,
  decorators: [
    (Story) => <div className="max-w-md rounded-lg border border-slate-700 bg-slate-900 p-6">{Story()}</div>,
  ],
  args: { playlists: [...playlists], userId: me, onPick: fn(), onCreate: fn(), onRetry: fn() },
} satisfies Meta<typeof AddToPlaylistPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Their own playlists and one they edit ("Editor"), a private one marked. */
export const WithPlaylists: Story = {};
export const Loading: Story = { args: { playlists: undefined } };
export const Empty: Story = { args: { playlists: [] } };
export const ServerError: Story = { args: { playlists: undefined, error: true } };
export const TitleRefused: Story = { args: { problem: 'A title has at most 200 characters' } };
export const Phone: Story = { globals: phone };
