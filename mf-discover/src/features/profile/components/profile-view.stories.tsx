import { sampleTrack } from '@hifi/shared';
import { signedInAs, signedOut } from '@hifi/shared/stories';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProfileView } from './profile-view.tsx';

const profile = {
  id: 'u1',
  email: 'ines@demo.hifi.local',
  username: 'ines_field',
  created_at: '2026-03-05T12:00:00Z',
};

const meta = {
  title: 'Discover/ProfileView',
  component: ProfileView,
  args: {
    profile,
    tracks: [sampleTrack({ id: 'a' }), sampleTrack({ id: 'b', title: 'Harbour Bells' })],
    isOwner: false,
  },
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
} satisfies Meta<typeof ProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = { beforeEach: signedOut };
export const Owner: Story = {
  beforeEach: signedInAs({ id: 'u1', email: profile.email }),
  args: { isOwner: true },
};
export const NoTracks: Story = { beforeEach: signedOut, args: { tracks: [] } };
export const NoUsername: Story = { beforeEach: signedOut, args: { profile: { ...profile, username: null } } };
