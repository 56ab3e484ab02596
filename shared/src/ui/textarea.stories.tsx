import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Label } from './label.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  decorators: [
    (Story) => (
      <div className="max-w-sm space-y-1.5">
        <Label htmlFor="story-textarea">Description</Label>
        {Story()}
      </div>
    ),
  ],
  args: { id: 'story-textarea', placeholder: 'Add a comment...' },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Recorded live to two-track tape, 24/96.' } };
export const Disabled: Story = { args: { disabled: true } };
