import { signedInAs, signedOut } from '@hifi/shared/stories';
import {
  STORY_PLAYLIST_ID,
  STORY_PLAYLIST_LINK,
  storyCommunity,
  storyPlaylistTables,
  storyUser,
} from '@hifi/shared/stories/network';
import { atRoute, pageParameters, phone } from '@hifi/shared/stories/page';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PlaylistPage } from './playlist-page.tsx';

const tables = (entries?: number[]) => ({ ...storyCommunity(), ...storyPlaylistTables(entries) });

const meta = {
  title: 'Pages/Playlist',
  component: PlaylistPage,
  // the route a story opens: /playlist/{id}, unless it names another (parameters.route)
  decorators: [
    (Story, { parameters }) => {
      const [path, pattern] = (parameters.route as [string, string] | undefined) ?? [
        `/playlist/${STORY_PLAYLIST_ID}`,
        '/playlist/:id',
      ];
      return atRoute(path, pattern)(Story);
    },
  ],
  parameters: pageParameters({ tables: tables() }),
  beforeEach: signedInAs(storyUser),
} satisfies Meta<typeof PlaylistPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: drag handles, remove buttons, who may read it, its secret link and the editors. */
export const Owner: Story = {};
/** A visitor reads it and plays it; nothing to change it with. */
export const Visitor: Story = { beforeEach: signedOut };
/** Opened through its secret link (/s/{token}). */
export const ThroughItsLink: Story = {
  beforeEach: signedOut,
  parameters: { route: [`/s/${STORY_PLAYLIST_LINK}`, '/s/:token'] },
};
export const Empty: Story = { parameters: pageParameters({ tables: tables([]) }) };
export const Loading: Story = { parameters: pageParameters({ latency: 'infinite' }) };
/** Private, unlisted reached by its id, or a replaced link: all look the same from outside. */
export const NotFound: Story = { parameters: pageParameters({ tables: storyCommunity() }) };
export const ServerError: Story = {
  tags: ['expect-console-errors'],
  parameters: pageParameters({ failWith: 503 }),
};
export const Phone: Story = { globals: phone };
