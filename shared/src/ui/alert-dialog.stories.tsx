import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ConfirmDialog } from './alert-dialog.tsx';

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

/**
 * The open dialog, once it takes the pointer: a modal turns the page's pointer events off first
 * and its own back on a render later, and a click in between is refused.
 */
async function openDialog(canvasElement: HTMLElement) {
  // The dialog renders in a portal on the document body.
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
    name: 'Are you sure?',
  });
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  return dialog;
}

export const Open: StoryObj<typeof meta> = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Cancelled: StoryObj<typeof meta> = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
