import { signedIn, signedOut } from '@hifi/shared/stories';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AppLayout } from './app-layout.tsx';

const meta = {
  title: 'Shell/AppLayout',
  component: AppLayout,
  args: {
    player: <div className="border-t border-slate-800 p-3 text-sm text-slate-400">Player bar slot</div>,
    children: <h1 className="text-3xl font-bold">Page content</h1>,
  },
  decorators: [(Story) => <MemoryRouter initialEntries={['/dashboard']}>{Story()}</MemoryRouter>],
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  beforeEach: signedOut,
};

export const SignedIn: Story = {
  beforeEach: signedIn,
};
