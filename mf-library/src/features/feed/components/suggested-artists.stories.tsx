import { signedInAs } from '@hifi/shared/stories';
import { networkParameters, storyUser } from '@hifi/shared/stories/network';
import { phone } from '@hifi/shared/stories/page';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SuggestedArtists } from './suggested-artists.tsx';

const meta = {
  title: 'Library/SuggestedArtists',
  component: SuggestedArtists,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  parameters: networkParameters(),
  beforeEach: signedInAs(storyUser),
} satisfies Meta<typeof SuggestedArtists>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithArtists: Story = {};
/** No one to suggest (or still asking): nothing is shown. */
export const Empty: Story = { parameters: networkParameters({ tables: {} }) };
export const Loading: Story = { parameters: networkParameters({ latency: 'infinite' }) };
/** The suggestions are a bonus: when they fail, the empty feed's text stands alone. */
export const ServerError: Story = {
  tags: ['expect-console-errors'],
  parameters: networkParameters({ failWith: 503 }),
};
export const Phone: Story = { globals: phone };
