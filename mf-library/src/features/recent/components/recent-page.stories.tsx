import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RecentPage } from './recent-page.tsx';

const meta = {
  title: 'mf-library/RecentPage',
  component: RecentPage,
} satisfies Meta<typeof RecentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
