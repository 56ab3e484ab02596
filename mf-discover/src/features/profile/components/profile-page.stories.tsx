import { hifiStore, type Session, sessionAtom } from '@hifi/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProfilePage } from './profile-page.tsx';

const meta = {
  title: 'mf-discover/ProfilePage',
  component: ProfilePage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/profile/u1']}>
        <Routes>
          <Route path="/profile/:userId" element={Story()} />
        </Routes>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SignedIn: Story = {
  beforeEach: () => {
    hifiStore.set(sessionAtom, {
      status: 'signed-in',
      session: { user: { id: 'u1', email: 'listener@hifi.test' } } as Session,
    });
    return () => hifiStore.set(sessionAtom, { status: 'loading' });
  },
};
