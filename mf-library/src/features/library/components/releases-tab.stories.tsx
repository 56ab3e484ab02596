import { signedInAs } from '@hifi/shared/stories';
import { storyCommunity, storyReleaseTables, storyUser } from '@hifi/shared/stories/network';
import { pageParameters, phone } from '@hifi/shared/stories/page';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ReleasesTab } from './releases-tab.tsx';

const meta = {
  title: 'Library/ReleasesTab',
  component: ReleasesTab,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  parameters: pageParameters({ tables: { ...storyCommunity(), ...storyReleaseTables() } }),
  beforeEach: signedInAs(storyUser),
} satisfies Meta<typeof ReleasesTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Their EP, and "New release": the tracks get their places in the order they are ticked. */
export const WithReleases: Story = {
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement);
    const form = await tab.findByRole('form', { name: 'New release' });
    const boxes = await within(form).findAllByRole('checkbox');
    await userEvent.click(boxes[2] as HTMLElement);
    await userEvent.click(boxes[0] as HTMLElement);
    await expect(boxes[2]?.closest('label')).toHaveTextContent(/^1/);
    await expect(boxes[0]?.closest('label')).toHaveTextContent(/^2/);
  },
};
export const Empty: Story = { parameters: pageParameters({ tables: storyCommunity() }) };
export const Loading: Story = { parameters: pageParameters({ latency: 'infinite' }) };
export const ServerError: Story = {
  tags: ['expect-console-errors'],
  parameters: pageParameters({ failWith: 503 }),
};
export const Phone: Story = { globals: phone };
