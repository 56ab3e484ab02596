import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RemoteUnavailable } from './remote-unavailable.tsx';

const meta = {
  title: 'shell/RemoteUnavailable',
  component: RemoteUnavailable,
  args: { title: 'Library', onRetry: () => {} },
} satisfies Meta<typeof RemoteUnavailable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
