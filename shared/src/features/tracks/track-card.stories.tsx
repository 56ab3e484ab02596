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
/** The analysis heard an MP3 inside: the mark beside the format says so. */
export const LossySource: Story = {
  beforeEach: signedOut,
  args: {
    track: sampleTrack({
      codec: 'FLAC',
      sample_rate: 44100,
      bit_depth: 16,
      lossy_suspected: true,
      track_analyses: {
        status: 'done',
        error: null,
        bandwidth_hz: 16100,
        effective_bit_depth: 16,
        upsampled_from_hz: null,
        lossy_source: true,
        lossy_source_guess: 'MP3 ~128 kbps',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('verdict-mark')).toHaveTextContent('Lossy source');
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
