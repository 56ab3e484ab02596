import { expect, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'UI/Input',
  component: Input,
  decorators: [
    (Story) => (
      <div className="max-w-sm space-y-1.5">
        <Label htmlFor="story-input">Email address</Label>
        {Story()}
      </div>
    ),
  ],
  args: { id: 'story-input', placeholder: 'Your email address' },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Email address');
    await userEvent.type(field, 'listener@hifi.test');
    await expect(field).toHaveValue('listener@hifi.test');
  },
};
export const Filled: Story = { args: { defaultValue: 'listener@hifi.test' } };
export const Invalid: Story = { args: { defaultValue: 'not-an-address', 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true } };

/** Keyboard focus, forced with the pseudo-states addon. */
export const FocusVisible: Story = { globals: { pseudo: { focusVisible: true } } };
