import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PageHeader } from './page-header.tsx';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'Discover Hi-Fi Audio' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithSubtitle: Story = {
  args: { subtitle: 'Search and listen to lossless audio files shared by our community' },
};
