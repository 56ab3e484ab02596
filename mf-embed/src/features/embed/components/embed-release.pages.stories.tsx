import { STORY_RELEASE_ID, storyCommunity, storyReleaseTables } from '@hifi/shared/stories/network';
import { atRoute, pageParameters, phone } from '@hifi/shared/stories/page';
import { expect } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EmbedPlayer } from './embed-player.tsx';

const meta = {
  title: 'Pages/EmbedRelease',
  component: EmbedPlayer,
  decorators: [
    atRoute(`/embed/release/${STORY_RELEASE_ID}`, '/embed/release/:id'),
    // The embed lives in a 600 x 150 iframe on someone else's page.
    (Story) => <div style={{ width: 600, height: 150 }}>{Story()}</div>,
  ],
  parameters: pageParameters({ tables: { ...storyCommunity(), ...storyReleaseTables() } }),
} satisfies Meta<typeof EmbedPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A CC BY-SA EP: its first track ready, its licence linked to the deed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Shorelines' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
    await expect(canvas.getByText('4 tracks')).toBeVisible();
  },
};
export const Loading: Story = { parameters: pageParameters({ latency: 'infinite' }) };
export const NotFound: Story = { parameters: pageParameters({ tables: {} }) };
export const Phone: Story = { globals: phone };
