import { signedOut } from '@hifi/shared/stories';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SidebarProvider } from '../sidebar-state.tsx';
import { Header } from './header.tsx';

const meta = {
  title: 'Shell/Header',
  component: Header,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <SidebarProvider>{Story()}</SidebarProvider>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the session resolves, no Sign In button flashes. */
export const Loading: Story = {};

export const SignedOut: Story = {
  beforeEach: signedOut,
};
