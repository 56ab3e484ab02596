import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
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

/** A signed-in listener likes the track: the like goes to the server as theirs. */
const likeRequest = fn();
export const ToggleLike: Story = {
  beforeEach: signedInAs({ id: 'u1' }),
  parameters: {
    network: [
      http.post('*/rest/v1/likes', async ({ request }) => {
        likeRequest(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    ],
  },
  play: async ({ canvas }) => {
    likeRequest.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Like Harbour Bells, 12 likes' }));
    await waitFor(() => expect(likeRequest).toHaveBeenCalledWith({ audio_file_id: 't1', user_id: 'u1' }));
  },
};
