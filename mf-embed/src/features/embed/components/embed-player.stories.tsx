import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EmbedPlayerView } from './embed-player-view.tsx';

const track = {
  id: '00000000-0000-4000-8000-000000000042',
  title: 'Night Drive (24-bit / 96 kHz)',
  filePath: 'night.flac',
  userId: 'u1',
  authorName: 'ana',
  likesCount: 12,
  duration: 185,
};

const meta = {
  title: 'Embed/EmbedPlayer',
  component: EmbedPlayerView,
  args: { track },
  decorators: [(Story) => <div style={{ width: 600, height: 150 }}>{Story()}</div>],
} satisfies Meta<typeof EmbedPlayerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const LongTitle: Story = {
  args: {
    track: { ...track, title: 'An extremely long title that will never fit into the embed player row' },
  },
};
