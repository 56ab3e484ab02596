import { signedInAs, signedOut } from '@hifi/shared/stories';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CommentsSection } from './comments-section.tsx';

const comments = [
  {
    id: 2,
    user_id: 'u2',
    content: 'The room tone on this is gorgeous.',
    created_at: '2026-11-03T10:00:00Z',
    at_seconds: 30,
    profiles: { email: 'miles@demo.hifi.local', username: 'miles_tone' },
  },
  {
    id: 1,
    user_id: 'u1',
    content: 'First!\nListening on headphones.',
    created_at: '2026-11-01T10:00:00Z',
    at_seconds: null,
    profiles: { email: 'ada@demo.hifi.local', username: null },
  },
];

const meta = {
  title: 'Discover/CommentsSection',
  component: CommentsSection,
  args: { trackId: 't1', comments },
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
} satisfies Meta<typeof CommentsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = { beforeEach: signedInAs({ id: 'u1' }) };

/** Posting: the text goes to the server, and the box empties once it is stored. */
export const Posting: Story = {
  beforeEach: signedInAs({ id: 'u1' }),
  play: async ({ canvas }) => {
    const post = canvas.getByRole('button', { name: 'Post Comment' });
    await expect(post).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Comment'), 'Lovely stereo image.');
    await userEvent.click(post);
    await waitFor(() => expect(canvas.getByLabelText('Comment')).toHaveValue(''));
  },
};
export const SignedOut: Story = {
  beforeEach: signedOut,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please log in to comment')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Post Comment' })).toBeNull();
  },
};
export const Empty: Story = { beforeEach: signedInAs({ id: 'u1' }), args: { comments: [] } };
