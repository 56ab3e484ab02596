import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button.tsx';
import { Sheet, SheetContent, SheetTrigger } from './sheet.tsx';

function Demo({ side, defaultOpen }: { side: 'left' | 'right'; defaultOpen?: boolean }) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button>Open sheet</Button>
      </SheetTrigger>
      <SheetContent side={side} title="Example sheet" className="w-72 pt-12">
        <p className="text-sm text-slate-300">Focus stays inside until Escape, the overlay or Close.</p>
      </SheetContent>
    </Sheet>
  );
}

const meta = { title: 'UI/Sheet', component: Demo, args: { side: 'left' } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open sheet' }));
    await expect(await body.findByRole('dialog', { name: 'Example sheet' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus goes back to what opened the sheet.
    await expect(canvas.getByRole('button', { name: 'Open sheet' })).toHaveFocus();
  },
};
export const OpenLeft: Story = { args: { defaultOpen: true } };
export const OpenRight: Story = { args: { side: 'right', defaultOpen: true } };
