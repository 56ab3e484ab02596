import { expect, fn, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NewVersionNotice } from './new-version-banner.tsx';

const meta = {
  title: 'Shell/NewVersionNotice',
  component: NewVersionNotice,
  args: { onReload: fn() },
} satisfies Meta<typeof NewVersionNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version of the site is available');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
