import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DEFAULT_VIEW } from '../hooks/use-discovery-params.ts';
import { DiscoveryFilters } from './discovery-filters.tsx';

const meta = {
  title: 'Discover/DiscoveryFilters',
  component: DiscoveryFilters,
  args: {
    view: DEFAULT_VIEW,
    genres: ['Ambient', 'Electronic', 'Field Recording', 'Jazz'],
    onChange: fn(),
  },
} satisfies Meta<typeof DiscoveryFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultView: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Filter by Genre'), 'Jazz');
    await expect(args.onChange).toHaveBeenCalledWith({ genre: 'Jazz' });
    await userEvent.type(canvas.getByLabelText('Search'), 'rain');
    // The search is sent once typing pauses, not per key.
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ search: 'rain' })),
    );
  },
};
export const Filtered: Story = {
  args: { view: { ...DEFAULT_VIEW, search: 'rain', genre: 'Ambient', sort: 'recent' } },
};
/** "24-bit / 96 kHz and up", lossless only: the filters a hi-res listener sets. */
export const QualityFilters: Story = {
  args: { view: { ...DEFAULT_VIEW, hideLossy: true, format: 'flac', minBitDepth: 24, minSampleRate: 96000 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByLabelText('Hide suspected lossy'));
    await expect(args.onChange).toHaveBeenCalledWith({ hideLossy: false });
    await userEvent.selectOptions(canvas.getByLabelText('Minimum sample rate'), '192 kHz and up');
    await expect(args.onChange).toHaveBeenCalledWith({ minSampleRate: 192000 });
  },
};
export const GenresNotLoaded: Story = { args: { genres: [] } };
