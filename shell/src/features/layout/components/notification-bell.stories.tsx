import { networkParameters, storyCommunity, storyUser } from '@hifi/shared/stories/network';
import { phone } from '@hifi/shared/stories/page';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NotificationBell } from './notification-bell.tsx';

const meta = {
  title: 'Shell/NotificationBell',
  component: NotificationBell,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: { userId: storyUser.id },
  parameters: networkParameters(),
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread: the count on the bell, and in its accessible name. */
export const Unread: Story = {};
export const NoneUnread: Story = {
  parameters: networkParameters({ tables: { ...storyCommunity(), notifications: [] } }),
};
/** While the first count is on its way: a plain bell. */
export const Loading: Story = { parameters: networkParameters({ latency: 'infinite' }) };
/** The count could not be read: a plain bell, still leading to the list. */
export const ServerError: Story = {
  tags: ['expect-console-errors'],
  parameters: networkParameters({ failWith: 503 }),
};
export const Phone: Story = { globals: phone };
