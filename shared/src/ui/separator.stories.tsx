import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Separator } from './separator.tsx';

const meta = {
  title: 'UI/Separator',
  component: Separator,
  decorators: [
    (Story) => (
      <div className="flex h-16 max-w-sm flex-col gap-3">
        <span>Above</span>
        {Story()}
        <span>Below</span>
      </div>
    ),
  ],
} satisfies Meta<typeof Separator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};
export const Announced: Story = { args: { decorative: false } };
