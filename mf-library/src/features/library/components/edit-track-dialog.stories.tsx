import type { Track } from '@hifi/shared';
import { openModal } from '@hifi/shared/stories/modal';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EditTrackDialog } from './edit-track-dialog.tsx';

const meta = {
  title: 'Library/EditTrackDialog',
  component: EditTrackDialog,
  args: {
    track: {
      id: 't1',
      title: 'Night drive',
      description: '24/96 master',
      genres: ['synth', 'ambient'],
    } as Track,
    saving: false,
    onCancel: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof EditTrackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await openModal(canvasElement, 'dialog', 'Edit Audio File'));
    const title = dialog.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, '  Night drive (remaster) ');
    await userEvent.click(dialog.getByRole('switch', { name: 'Allow downloads' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(
      {
        title: 'Night drive (remaster)',
        description: '24/96 master',
        genres: ['synth', 'ambient'],
        download_allowed: true,
        visibility: 'public',
        licence: 'all-rights-reserved',
        publish_at: null,
      },
      undefined,
    );
  },
};

/** An empty title cannot be saved. */
export const EmptyTitle: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await openModal(canvasElement, 'dialog'));
    await userEvent.clear(dialog.getByLabelText('Title'));
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await openModal(canvasElement, 'dialog'));
    await expect(dialog.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  },
};
