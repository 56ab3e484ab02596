import { expect, fn, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { UsernameEditor } from './username-editor.tsx';

const meta = {
  title: 'Discover/UsernameEditor',
  component: UsernameEditor,
  args: { userId: 'u1', current: 'ines_field', username: 'ines_field', onClose: fn() },
} satisfies Meta<typeof UsernameEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByLabelText('Username'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save username' }));
    await expect(await canvas.findByText('Username cannot be empty')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel editing' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
export const FromEmailName: Story = { args: { current: 'ines', username: null } };
