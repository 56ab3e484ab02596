import { signedInAs, signedOut } from '@hifi/shared/stories';
import { storyCommunity, storyReleaseTables, storyUser } from '@hifi/shared/stories/network';
import { atRoute, pageParameters, phone } from '@hifi/shared/stories/page';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProfilePage } from './profile-page.tsx';

const meta = {
  title: 'Pages/Profile',
  component: ProfilePage,
  decorators: [atRoute(`/profile/${storyUser.id}`, '/profile/:userId')],
  parameters: pageParameters(),
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const Owner: Story = { beforeEach: signedInAs(storyUser) };
/** Releases, newest first, above the single tracks. */
export const WithReleases: Story = {
  beforeEach: signedOut,
  parameters: pageParameters({ tables: { ...storyCommunity(), ...storyReleaseTables() } }),
};
export const Loading: Story = { parameters: pageParameters({ latency: 'infinite' }) };
export const NotFound: Story = { parameters: pageParameters({ tables: {} }) };
/** The server is down: the page says so (the failed requests are logged, as on the site). */
export const ServerError: Story = {
  tags: ['expect-console-errors'],
  parameters: pageParameters({ failWith: 503 }),
};
export const Phone: Story = { globals: phone };
