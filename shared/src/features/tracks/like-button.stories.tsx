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
