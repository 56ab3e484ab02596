import { initSupabase } from '@hifi/shared';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SettingsPage } from './settings-page.tsx';

const meta = {
  title: 'Shell/SettingsPage',
  component: SettingsPage,
  beforeEach: () => {
    // No backend in Storybook: a client with no session, so the factor list answers with its error.
    initSupabase({ url: 'http://127.0.0.1:9', anonKey: 'storybook' });
  },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a session the factor list fails, and the red box says why. */
export const NoSession: Story = {};
