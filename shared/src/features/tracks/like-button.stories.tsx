import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { Session } from '../../index.ts';
import { sessionAtom } from '../../state/session-atom.ts';
import { hifiStore } from '../../state/store.ts';
import { LikeButton } from './like-button.tsx';

const meta = {
  title: 'shared/tracks/LikeButton',
  component: LikeButton,
  args: { trackId: 't1', title: 'Harbour Bells', liked: false, count: 12 },
} satisfies Meta<typeof LikeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  beforeEach: () => {
    hifiStore.set(sessionAtom, { status: 'signed-out' });
  },
};
export const Liked: Story = {
  args: { liked: true, count: 13 },
  beforeEach: () => {
    hifiStore.set(sessionAtom, {
      status: 'signed-in',
      session: { user: { id: 'u1' } } as unknown as Session,
    });
    return () => hifiStore.set(sessionAtom, { status: 'loading' });
  },
};
export const NoLikes: Story = { args: { count: 0 } };
