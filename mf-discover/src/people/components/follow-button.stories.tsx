import { signedInAs, signedOut } from '@hifi/shared/stories';
import { networkParameters, storyUser } from '@hifi/shared/stories/network';
import { phone } from '@hifi/shared/stories/page';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FollowButton } from './follow-button.tsx';

const marco = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';

const meta = {
  title: 'People/FollowButton',
  component: FollowButton,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: { profileId: marco },
  parameters: networkParameters(),
  beforeEach: signedInAs(storyUser),
} satisfies Meta<typeof FollowButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story member follows marco: Unfollow, pressed. */
export const Following: Story = {};
export const NotFollowing: Story = { parameters: networkParameters({ tables: {} }) };
/** While the follow is being looked up: disabled. */
export const Loading: Story = { parameters: networkParameters({ latency: 'infinite' }) };
/** The look-up failed: the button stays disabled rather than guess. */
export const ServerError: Story = {
  tags: ['expect-console-errors'],
  parameters: networkParameters({ failWith: 503 }),
};
/** A visitor is sent to sign in. */
export const Visitor: Story = { beforeEach: signedOut };
export const Phone: Story = { globals: phone };
