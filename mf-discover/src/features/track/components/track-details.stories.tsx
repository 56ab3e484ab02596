import { sampleTrack } from '@hifi/shared';
import { signedInAs, signedOut } from '@hifi/shared/stories';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TrackDetails } from './track-details.tsx';

const meta = {
  title: 'Discover/TrackDetails',
  component: TrackDetails,
  args: { track: sampleTrack(), liked: false },
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
} satisfies Meta<typeof TrackDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { beforeEach: signedOut };
export const SignedInLiked: Story = { beforeEach: signedInAs({ id: 'u-fan' }), args: { liked: true } };
export const NoMetadata: Story = {
  beforeEach: signedOut,
  args: {
    track: sampleTrack({ codec: null, duration: null, channels: null, description: null, genres: [] }),
  },
};
export const WithFileTags: Story = {
  beforeEach: signedOut,
  args: {
    track: sampleTrack({
      tags: { ARTIST: 'The Quartet', ALBUM: 'Night Sessions', TRACKNUMBER: '3', DATE: '1959' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Night Sessions')).toBeVisible();
    await expect(canvas.getByText('Track number')).toBeVisible();
  },
};
/** A Creative Commons track: its licence, linking to the deed. */
export const CreativeCommons: Story = {
  beforeEach: signedOut,
  args: { track: sampleTrack({ licence: 'cc-by-sa-4.0' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
  },
};
