import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DiscoveryFilters } from './discovery-filters.tsx';

const meta = {
  title: 'Discover/DiscoveryFilters',
  component: DiscoveryFilters,
  args: {
    view: { search: '', genre: 'all', sort: 'likes' },
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
export const Filtered: Story = { args: { view: { search: 'rain', genre: 'Ambient', sort: 'recent' } } };
export const GenresNotLoaded: Story = { args: { genres: [] } };
