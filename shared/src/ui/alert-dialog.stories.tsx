import { expect, fn, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ConfirmDialog } from './alert-dialog.tsx';
import { openModal } from './modal-in-story.ts';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Are you sure?',
    description: 'This action cannot be undone. This will permanently delete your audio file.',
    confirmLabel: 'Delete',
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

export const Open: StoryObj<typeof meta> = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'alertdialog', 'Are you sure?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Cancelled: StoryObj<typeof meta> = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openModal(canvasElement, 'alertdialog', 'Are you sure?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
