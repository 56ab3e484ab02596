import { expect, fn, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Upload', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'outline', 'ghost', 'destructive'],
      description: 'How loud the button is: default for the main action, destructive for deletes.',
    },
    size: {
      control: 'select',
      options: ['default', 'sm', 'icon'],
      description: 'Height and padding; icon is a square for an icon-only button.',
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete' } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const AsLink: Story = { args: { asChild: true, children: <a href="#discover">Discover</a> } };

/** Hover and keyboard focus, forced with the pseudo-states addon (toolbar: the pseudo-state button). */
export const Hover: Story = { globals: { pseudo: { hover: true } } };
export const FocusVisible: Story = { globals: { pseudo: { focusVisible: true } } };
