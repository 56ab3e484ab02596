import { fn } from 'storybook/test';
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
export const Open: StoryObj<typeof meta> = {};
