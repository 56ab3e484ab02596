import { signedInAs, signedOut } from '@hifi/shared/stories';
import {
  STORY_RELEASE_ID,
  storyCommunity,
  storyReleaseTables,
  storyUser,
} from '@hifi/shared/stories/network';
import { atRoute, pageParameters, phone } from '@hifi/shared/stories/page';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ReleasePage } from './release-page.tsx';

const tables = (entries?: number[], visibility?: string) => ({
  ...storyCommunity(),
  ...storyReleaseTables(entries, visibility),
});

const meta = {
  title: 'Pages/Release',
  component: ReleasePage,
  decorators: [atRoute(`/release/${STORY_RELEASE_ID}`, '/release/:id')],
  parameters: pageParameters({ tables: tables() }),
  // a visitor: the page waits for the session before it reads (what one may see depends on it)
  beforeEach: signedOut,
} satisfies Meta<typeof ReleasePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An EP under CC BY-SA: its facts, what it is worth, and the tracklist with each verdict. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Shorelines' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
    await expect(page.getByTestId('release-quality')).toHaveTextContent(/^\d of 4 verified lossless · /);
    await expect(page.getByRole('list', { name: 'Tracklist' }).querySelectorAll('li')).toHaveLength(4);
  },
};
/** Its owner, on an unlisted release: the secret link to copy, and Replace link. */
export const OwnerUnlisted: Story = {
  beforeEach: signedInAs(storyUser),
  parameters: pageParameters({ tables: tables(undefined, 'unlisted') }),
};
export const Empty: Story = { parameters: pageParameters({ tables: tables([]) }) };
export const Loading: Story = { parameters: pageParameters({ latency: 'infinite' }) };
/** Private, unlisted reached by its id, or not out yet: all look the same from outside. */
export const NotFound: Story = { parameters: pageParameters({ tables: storyCommunity() }) };
export const ServerError: Story = {
  tags: ['expect-console-errors'],
  parameters: pageParameters({ failWith: 503 }),
};
export const Phone: Story = { globals: phone };
