import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { signedInAs, signedOut } from '../../stories/session.ts';
import { sampleTrack } from './sample-tracks.ts';
import { TrackCard, TrackCardSkeleton } from './track-card.tsx';

const signedInFan = signedInAs({ id: 'u-fan', email: 'fan@hifi.test' });

const meta = {
  title: 'UI/Track/TrackCard',
  component: TrackCard,
  args: { track: sampleTrack() },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/discover']}>
        <div className="max-w-2xl">{Story()}</div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof TrackCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { beforeEach: signedOut };
export const SignedInLiked: Story = { beforeEach: signedInFan, args: { liked: true } };
export const WithEditAndDelete: Story = {
  beforeEach: signedInFan,
  args: { onEdit: fn(), onDelete: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${args.track.title}` }));
    await expect(args.onEdit).toHaveBeenCalledWith(args.track);
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${args.track.title}` }));
    await expect(args.onDelete).toHaveBeenCalledWith(args.track);
  },
};
export const NoMetadataYet: Story = {
  beforeEach: signedOut,
  args: {
    track: sampleTrack({
      codec: null,
      sample_rate: null,
      bit_depth: null,
      duration: null,
      description: null,
    }),
  },
};
export const LongTitleAndManyGenres: Story = {
  beforeEach: signedOut,
  args: {
    track: sampleTrack({
      title: 'An Extremely Long Title For A Field Recording Made Over Seven Hours In The Rain',
      genres: ['Ambient', 'Field Recording', 'Drone', 'Nature', 'Binaural'],
      codec: 'pcm',
      bit_depth: 16,
      sample_rate: 44100,
    }),
  },
};
export const Loading: Story = { render: () => <TrackCardSkeleton /> };

/** Hover, as a pointer user sees a card before clicking its title. */
export const Hover: Story = { beforeEach: signedOut, globals: { pseudo: { hover: true } } };
