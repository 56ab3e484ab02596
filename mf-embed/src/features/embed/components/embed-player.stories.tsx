import { LICENCES } from '@hifi/shared';
import { expect } from 'storybook/test';
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
  coverUrl: null,
  licence: LICENCES['all-rights-reserved'],
};

// A cover drawn in place, so the story needs no stored picture.
const cover = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="48" r="22" fill="none" stroke="#f8fafc" stroke-width="4"/></svg>',
)}`;

const meta = {
  title: 'Embed/EmbedPlayer',
  component: EmbedPlayerView,
  args: { track },
  decorators: [(Story) => <div style={{ width: 600, height: 150 }}>{Story()}</div>],
} satisfies Meta<typeof EmbedPlayerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const WithCover: Story = {
  args: { track: { ...track, coverUrl: cover } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: `Cover art of ${track.title}` })).toBeVisible();
  },
};
export const CreativeCommons: Story = {
  args: { track: { ...track, licence: LICENCES['cc-by-sa-4.0'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'CC BY-SA 4.0' })).toBeVisible();
  },
};
export const LongTitle: Story = {
  args: {
    track: { ...track, title: 'An extremely long title that will never fit into the embed player row' },
  },
};
