import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EmbedPlayer } from './embed-player.tsx';

const meta = {
  title: 'mf-embed/EmbedPlayer',
  component: EmbedPlayer,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/embed/audio/42']}>
        <Routes>
          <Route path="/embed/audio/:id" element={Story()} />
        </Routes>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof EmbedPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
