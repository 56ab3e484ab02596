import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { openModal } from '../../ui/modal-in-story.ts';
import { ShareDialog } from './share-dialog.tsx';

const meta = {
  title: 'UI/Share/ShareDialog',
  component: ShareDialog,
  args: {
    trackId: '3f1c2a9e-8b7d-4c6e-9a5f-1d2e3c4b5a01',
    title: 'Morning Fog Over the Lake',
    origin: 'https://hifi.example',
    currentSeconds: 95,
  },
} satisfies Meta<typeof ShareDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
/** Opened while the track plays at 1:35: "Start at" offers that moment. */
export const StartAtTheMoment: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const dialog = await openModal(canvasElement, 'dialog', 'Share');
    await expect(within(dialog).getByLabelText('Start time (m:ss)')).toHaveValue('1:35');
    await userEvent.click(within(dialog).getByLabelText('Start at'));
    await expect(within(dialog).getByLabelText('Link')).toHaveValue(
      `${args.origin}/audio/${args.trackId}?t=95`,
    );
    const embed = within(dialog).getByLabelText('Embed code') as HTMLTextAreaElement;
    await expect(embed.value).toContain(
      `src="${args.origin}/embed/audio/${args.trackId}" width="600" height="150"`,
    );
  },
};
