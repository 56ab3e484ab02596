import type { HifiNotification } from '@hifi/shared';
import { storyNotifications } from '@hifi/shared/stories/network';
import { phone } from '@hifi/shared/stories/page';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NotificationItem } from './notification-item.tsx';

const [comment, follow, like, track] = storyNotifications() as unknown as HifiNotification[];

const meta = {
  title: 'Library/NotificationItem',
  component: NotificationItem,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: { notification: comment as HifiNotification },
} satisfies Meta<typeof NotificationItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** New: a comment pinned at 1:10, linking to the track at that moment. */
export const CommentAtAMoment: Story = {};
export const Follow: Story = { args: { notification: follow as HifiNotification } };
export const ReadLike: Story = { args: { notification: like as HifiNotification } };
export const NewTrack: Story = { args: { notification: track as HifiNotification } };
/** An invitation to edit a playlist, leading to it. */
export const PlaylistInvite: Story = {
  args: {
    notification: {
      ...(follow as HifiNotification),
      kind: 'playlist_invite',
      playlists: { id: '5d4c3b2a-1908-4f7e-a6d5-c4b3a2918070', title: 'Dawn to dusk' },
    },
  },
};
/** The actor's account is gone: the text still reads. */
export const UnknownActor: Story = {
  args: { notification: { ...(comment as HifiNotification), actor: null, comments: null } },
};
export const Phone: Story = { globals: phone };
