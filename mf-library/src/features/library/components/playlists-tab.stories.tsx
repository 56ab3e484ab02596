import { signedInAs } from '@hifi/shared/stories';
import { storyCommunity, storyPlaylistTables, storyUser } from '@hifi/shared/stories/network';
import { pageParameters, phone } from '@hifi/shared/stories/page';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PlaylistsTab } from './playlists-tab.tsx';

const meta = {
  title: 'Library/PlaylistsTab',
  component: PlaylistsTab,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  parameters: pageParameters({ tables: { ...storyCommunity(), ...storyPlaylistTables() } }),
  beforeEach: signedInAs(storyUser),
} satisfies Meta<typeof PlaylistsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Their own playlist and one they edit. */
export const WithPlaylists: Story = {};
export const Empty: Story = { parameters: pageParameters({ tables: storyCommunity() }) };
export const Loading: Story = { parameters: pageParameters({ latency: 'infinite' }) };
export const ServerError: Story = {
  tags: ['expect-console-errors'],
  parameters: pageParameters({ failWith: 503 }),
};
export const Phone: Story = { globals: phone };
