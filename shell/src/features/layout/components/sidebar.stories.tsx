import { signedIn, signedOut } from '@hifi/shared/stories';
import { networkParameters, storyPlaylistTables } from '@hifi/shared/stories/network';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SidebarProvider } from '../sidebar-state.tsx';
import { Sidebar } from './sidebar.tsx';

const meta = {
  title: 'Shell/Sidebar',
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
  beforeEach: signedOut,
};

export const SignedIn: Story = {
  beforeEach: signedIn,
};

/** The member's playlists and those they edit, under Navigation. */
export const WithPlaylists: Story = {
  beforeEach: signedIn,
  parameters: networkParameters({ tables: storyPlaylistTables() }),
};

/** Collapsed to icons (what Ctrl/Cmd+B does); the state lives in the sidebar_state cookie. */
export const Collapsed: Story = {
  beforeEach: () => {
    const restoreSession = signedIn();
    // biome-ignore lint/suspicious/noDocumentCookie: the story sets the state the provider reads.
    document.cookie = 'sidebar_state=false; path=/';
    return () => {
      restoreSession();
      // biome-ignore lint/suspicious/noDocumentCookie: restores the default for other stories.
      document.cookie = 'sidebar_state=true; path=/';
    };
  },
};
