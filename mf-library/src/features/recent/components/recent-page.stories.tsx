import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RecentPage, RecentPlayList } from './recent-page.tsx';

const meta = {
  title: 'Library/RecentPage',
  component: RecentPage,
} satisfies Meta<typeof RecentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the session resolves. */
export const Loading: Story = {};
export const Empty: Story = { render: () => <RecentPlayList plays={[]} /> };
