import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TrackPage } from './track-page.tsx';

const meta = {
  title: 'mf-discover/TrackPage',
  component: TrackPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/audio/42']}>
        <Routes>
          <Route path="/audio/:id" element={Story()} />
        </Routes>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof TrackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
