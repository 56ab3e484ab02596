import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DiscoverPage } from './discover-page.tsx';

const meta = {
  title: 'mf-discover/DiscoverPage',
  component: DiscoverPage,
} satisfies Meta<typeof DiscoverPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
