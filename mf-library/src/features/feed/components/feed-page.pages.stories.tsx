import { signedInAs } from '@hifi/shared/stories';
import { storyCommunity, storyUser } from '@hifi/shared/stories/network';
import { atRoute, pageParameters, phone } from '@hifi/shared/stories/page';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FeedPage } from './feed-page.tsx';

const meta = {
  title: 'Pages/Feed',
  component: FeedPage,
  decorators: [atRoute('/feed', '/feed')],
  parameters: pageParameters(),
  beforeEach: signedInAs(storyUser),
} satisfies Meta<typeof FeedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTracks: Story = {};
/** Following no one yet: the feed suggests the most-followed artists. */
export const Empty: Story = {
  parameters: pageParameters({ tables: { ...storyCommunity(), feed_page: [] } }),
};
export const Loading: Story = { parameters: pageParameters({ latency: 'infinite' }) };
/** The server is down: the page says so (the failed requests are logged, as on the site). */
export const ServerError: Story = {
  tags: ['expect-console-errors'],
  parameters: pageParameters({ failWith: 503 }),
};
export const Phone: Story = { globals: phone };
