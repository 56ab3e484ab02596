import { expect, fn, screen } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';

const meta = {
  title: 'Player/ShortcutsDialog',
  component: ShortcutsDialog,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof ShortcutsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog.textContent).toContain('Next track');
    await expect(dialog.textContent).toContain('Mute or unmute');
  },
};
