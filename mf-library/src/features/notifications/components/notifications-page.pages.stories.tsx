import { signedInAs } from '@hifi/shared/stories';
import { storyCommunity, storyUser } from '@hifi/shared/stories/network';
import { atRoute, pageParameters, phone } from '@hifi/shared/stories/page';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NotificationsPage } from './notifications-page.tsx';

const meta = {
  title: 'Pages/Notifications',
  component: NotificationsPage,
  decorators: [atRoute('/notifications', '/notifications')],
  parameters: pageParameters(),
  beforeEach: signedInAs(storyUser),
} satisfies Meta<typeof NotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two new (marked), two read; a comment names its moment. */
export const WithNotifications: Story = {};
export const Empty: Story = {
  parameters: pageParameters({ tables: { ...storyCommunity(), notifications: [] } }),
};
export const Loading: Story = { parameters: pageParameters({ latency: 'infinite' }) };
/** The server is down: the page says so (the failed requests are logged, as on the site). */
export const ServerError: Story = {
  tags: ['expect-console-errors'],
  parameters: pageParameters({ failWith: 503 }),
};
export const Phone: Story = { globals: phone };
