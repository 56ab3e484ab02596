import { hifiStore, type Session, sessionAtom } from '@hifi/shared';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SidebarProvider } from '../sidebar-state.tsx';
import { Sidebar } from './sidebar.tsx';

const meta = {
  title: 'shell/Sidebar',
  component: Sidebar,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/discover']}>
        <SidebarProvider>
          <div className="flex min-h-96">{Story()}</div>
        </SidebarProvider>
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

/** Collapsed to icons (what Ctrl/Cmd+B does); the state lives in the sidebar_state cookie. */
export const Collapsed: Story = {
  beforeEach: () => {
    hifiStore.set(sessionAtom, {
      status: 'signed-in',
      session: { user: { id: 'u1', email: 'listener@hifi.test' } } as Session,
    });
    // biome-ignore lint/suspicious/noDocumentCookie: the story sets the state the provider reads.
    document.cookie = 'sidebar_state=false; path=/';
    return () => {
      hifiStore.set(sessionAtom, { status: 'loading' });
      // biome-ignore lint/suspicious/noDocumentCookie: restores the default for other stories.
      document.cookie = 'sidebar_state=true; path=/';
    };
  },
};
