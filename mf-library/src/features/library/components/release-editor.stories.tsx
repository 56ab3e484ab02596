import { signedInAs, signedOut } from '@hifi/shared/stories';
import {
  STORY_RELEASE_ID,
  storyCommunity,
  storyReleaseTables,
  storyUser,
} from '@hifi/shared/stories/network';
import { pageParameters, phone } from '@hifi/shared/stories/page';
import { moveDownWithKeyboard } from '@hifi/shared/stories/sortable';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ReleaseEditor } from './release-editor.tsx';

const meta = {
  title: 'Library/ReleaseEditor',
  component: ReleaseEditor,
  args: { id: STORY_RELEASE_ID, onClose: fn() },
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  parameters: pageParameters({ tables: { ...storyCommunity(), ...storyReleaseTables() } }),
  beforeEach: signedInAs(storyUser),
} satisfies Meta<typeof ReleaseEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Its owner's editor: the details as saved, and the tracklist moved with the keyboard. */
export const WithTracks: Story = {
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement);
    await expect(await editor.findByLabelText('Release title')).toHaveValue('Shorelines');
    await expect(editor.getByLabelText('Catalogue number')).toHaveValue('HIFI-007');
    const titles = () => editor.getAllByTestId('release-track-title').map((t) => t.textContent);
    const [first, second] = titles();
    await moveDownWithKeyboard(canvasElement, first as string, 1);
    await waitFor(() => expect(titles().slice(0, 2)).toEqual([second, first]));
  },
};
export const NotTheirs: Story = { beforeEach: signedOut };
export const Loading: Story = { parameters: pageParameters({ latency: 'infinite' }) };
export const ServerError: Story = {
  tags: ['expect-console-errors'],
  parameters: pageParameters({ failWith: 503 }),
};
export const Phone: Story = { globals: phone };
