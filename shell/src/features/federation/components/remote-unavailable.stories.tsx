import { expect, fn, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RemoteUnavailable } from './remote-unavailable.tsx';

const meta = {
  title: 'Shell/RemoteUnavailable',
  component: RemoteUnavailable,
  args: { title: 'Library', onRetry: fn() },
} satisfies Meta<typeof RemoteUnavailable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
