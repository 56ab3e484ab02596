import { storyTrack } from '@hifi/shared/stories/network';
import { atRoute, pageParameters, phone } from '@hifi/shared/stories/page';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EmbedPlayer } from './embed-player.tsx';

const meta = {
  title: 'Pages/Embed',
  component: EmbedPlayer,
  decorators: [
    atRoute(`/embed/audio/${storyTrack(0).id}`, '/embed/audio/:id'),
    // The embed lives in a 600 x 150 iframe on someone else's page.
    (Story) => <div style={{ width: 600, height: 150 }}>{Story()}</div>,
  ],
  parameters: pageParameters(),
} satisfies Meta<typeof EmbedPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { parameters: pageParameters({ latency: 'infinite' }) };
export const NotFound: Story = { parameters: pageParameters({ tables: {} }) };
export const Phone: Story = { globals: phone };
