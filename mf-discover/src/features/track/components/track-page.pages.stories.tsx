import { signedInAs } from '@hifi/shared/stories';
import { storyTrack, storyUser } from '@hifi/shared/stories/network';
import { atRoute, pageParameters, phone } from '@hifi/shared/stories/page';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TrackPage } from './track-page.tsx';

const meta = {
  title: 'Pages/Track',
  component: TrackPage,
  decorators: [atRoute(`/audio/${storyTrack(0).id}`, '/audio/:id')],
  parameters: pageParameters(),
} satisfies Meta<typeof TrackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const SignedIn: Story = { beforeEach: signedInAs(storyUser) };
export const Loading: Story = { parameters: pageParameters({ latency: 'infinite' }) };
export const NotFound: Story = { parameters: pageParameters({ tables: {} }) };
/** The server is down: the page says so (the failed requests are logged, as on the site). */
export const ServerError: Story = {
  tags: ['expect-console-errors'],
  parameters: pageParameters({ failWith: 503 }),
};
export const Phone: Story = { globals: phone };
