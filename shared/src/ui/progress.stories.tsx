import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Progress } from './progress.tsx';

const meta = {
  title: 'UI/Progress',
  component: Progress,
  args: { 'aria-label': 'Upload progress' },
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Started: Story = { args: { value: 1 } };
export const Half: Story = { args: { value: 50 } };
export const Done: Story = { args: { value: 100 } };
