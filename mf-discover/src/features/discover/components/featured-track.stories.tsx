import { sampleTrack } from '@hifi/shared';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { signedInAs, signedOut } from '../../story-session.ts';
import { FeaturedTrack } from './featured-track.tsx';

const meta = {
  title: 'mf-discover/FeaturedTrack',
  component: FeaturedTrack,
  args: { track: sampleTrack(), liked: false },
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
} satisfies Meta<typeof FeaturedTrack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { beforeEach: signedOut };
export const SignedInLiked: Story = { beforeEach: signedInAs('u-fan'), args: { liked: true } };
