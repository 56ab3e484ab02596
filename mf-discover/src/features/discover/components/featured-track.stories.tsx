import { sampleTrack } from '@hifi/shared';
import { signedInAs, signedOut } from '@hifi/shared/stories';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FeaturedTrack } from './featured-track.tsx';

const meta = {
  title: 'Discover/FeaturedTrack',
  component: FeaturedTrack,
  args: { track: sampleTrack(), liked: false },
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
} satisfies Meta<typeof FeaturedTrack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { beforeEach: signedOut };
export const SignedInLiked: Story = { beforeEach: signedInAs({ id: 'u-fan' }), args: { liked: true } };
