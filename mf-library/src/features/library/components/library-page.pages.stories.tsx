import { signedInAs } from '@hifi/shared/stories';
import { storyUser } from '@hifi/shared/stories/network';
import { atRoute, pageParameters, phone } from '@hifi/shared/stories/page';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LibraryPage } from './library-page.tsx';

const meta = {
  title: 'Pages/Library',
  component: LibraryPage,
  decorators: [atRoute('/library', '/library')],
  parameters: pageParameters(),
  beforeEach: signedInAs(storyUser),
} satisfies Meta<typeof LibraryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTracks: Story = {};
export const Empty: Story = { parameters: pageParameters({ tables: {} }) };
export const Loading: Story = { parameters: pageParameters({ latency: 'infinite' }) };
/** The server is down: the page says so (the failed requests are logged, as on the site). */
export const ServerError: Story = {
  tags: ['expect-console-errors'],
  parameters: pageParameters({ failWith: 503 }),
};
export const Phone: Story = { globals: phone };
