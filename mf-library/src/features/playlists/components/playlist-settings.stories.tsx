import type { Playlist } from '@hifi/shared';
import { signedInAs } from '@hifi/shared/stories';
import { STORY_PLAYLIST_ID, STORY_PLAYLIST_LINK, storyUser } from '@hifi/shared/stories/network';
import { phone } from '@hifi/shared/stories/page';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PlaylistSettings } from './playlist-settings.tsx';

const playlist: Playlist = {
  id: STORY_PLAYLIST_ID,
  user_id: storyUser.id,
  title: 'Dawn to dusk',
  description: null,
  visibility: 'unlisted',
  created_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-24T08:00:00Z',
  owner: { id: storyUser.id, username: 'ada' },
  editors: [{ id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', username: 'marco_tape' }],
  entries: [],
  link: STORY_PLAYLIST_LINK,
};

/** What the owner manages on a playlist's page (editors see only the secret link). */
const meta = {
  title: 'Playlists/PlaylistSettings',
  component: PlaylistSettings,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: { playlist, isOwner: true },
  beforeEach: signedInAs(storyUser),
} satisfies Meta<typeof PlaylistSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unlisted: the secret link with Copy and "Replace link", the editors and the invitation. */
export const Owner: Story = {};
/** Public, and no editors yet. */
export const PublicWithoutEditors: Story = {
  args: { playlist: { ...playlist, visibility: 'public', editors: [] } },
};
/** An editor sees the link to share it, and nothing to manage. */
export const Editor: Story = { args: { isOwner: false } };
export const Phone: Story = { globals: phone };
