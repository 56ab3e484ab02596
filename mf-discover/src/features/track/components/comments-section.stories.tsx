import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { signedInAs, signedOut } from '../../story-session.ts';
import { CommentsSection } from './comments-section.tsx';

const comments = [
  {
    id: 2,
    user_id: 'u2',
    content: 'The room tone on this is gorgeous.',
    created_at: '2026-11-03T10:00:00Z',
    profiles: { email: 'miles@demo.hifi.local', username: 'miles_tone' },
  },
  {
    id: 1,
    user_id: 'u1',
    content: 'First!\nListening on headphones.',
    created_at: '2026-11-01T10:00:00Z',
    profiles: { email: 'ada@demo.hifi.local', username: null },
  },
];

const meta = {
  title: 'mf-discover/CommentsSection',
  component: CommentsSection,
  args: { trackId: 't1', comments },
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
} satisfies Meta<typeof CommentsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = { beforeEach: signedInAs('u1') };
export const SignedOut: Story = { beforeEach: signedOut };
export const Empty: Story = { beforeEach: signedInAs('u1'), args: { comments: [] } };
