import { expect, userEvent, waitFor } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { signedInAs, signedOut } from '../../stories/session.ts';
import { LikeButton } from './like-button.tsx';

const meta = {
  title: 'UI/Track/LikeButton',
  component: LikeButton,
  args: { trackId: 't1', title: 'Harbour Bells', liked: false, count: 12 },
} satisfies Meta<typeof LikeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  beforeEach: signedOut,
};
export const Liked: Story = {
  args: { liked: true, count: 13 },
  beforeEach: signedInAs({ id: 'u1' }),
};
export const NoLikes: Story = { args: { count: 0 } };

/** A signed-in listener likes the track: the heart fills and the count goes up at once. */
export const ToggleLike: Story = {
  beforeEach: signedInAs({ id: 'u1' }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Like Harbour Bells, 12 likes' }));
    const liked = await canvas.findByRole('button', { name: 'Unlike Harbour Bells, 13 likes' });
    await waitFor(() => expect(liked).toHaveAttribute('aria-pressed', 'true'));
  },
};
