import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TrackNotFound } from './not-found.tsx';

const meta = {
  title: 'Discover/TrackNotFound',
  component: TrackNotFound,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
} satisfies Meta<typeof TrackNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
