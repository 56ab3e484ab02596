import { hifiStore, type Session, sessionAtom } from '@hifi/shared';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Sidebar } from './sidebar.tsx';

const meta = {
  title: 'shell/Sidebar',
  component: Sidebar,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/discover']}>
        <div className="flex min-h-96">{Story()}</div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  beforeEach: () => {
    hifiStore.set(sessionAtom, { status: 'signed-out' });
    return () => hifiStore.set(sessionAtom, { status: 'loading' });
  },
};

export const SignedIn: Story = {
  beforeEach: () => {
    hifiStore.set(sessionAtom, {
      status: 'signed-in',
      session: { user: { id: 'u1', email: 'listener@hifi.test' } } as Session,
    });
    return () => hifiStore.set(sessionAtom, { status: 'loading' });
  },
};
