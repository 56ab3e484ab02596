import { fn } from 'storybook/test';
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

export const DefaultView: Story = {};
export const Filtered: Story = { args: { view: { search: 'rain', genre: 'Ambient', sort: 'recent' } } };
export const GenresNotLoaded: Story = { args: { genres: [] } };
