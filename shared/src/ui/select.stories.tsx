import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Label } from './label.tsx';
import { Select } from './select.tsx';

const genres = [
  { value: 'all', label: 'All Genres' },
  { value: 'ambient', label: 'Ambient' },
  { value: 'classical', label: 'Classical' },
  { value: 'jazz', label: 'Jazz' },
  { value: 'rock', label: 'Rock' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  decorators: [
    (Story) => (
      <div className="max-w-xs space-y-1.5">
        <Label htmlFor="story-select">Filter by Genre</Label>
        {Story()}
      </div>
    ),
  ],
  args: { id: 'story-select', options: genres, defaultValue: 'all' },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Filter by Genre' });
    await userEvent.click(trigger);
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Jazz' }));
    await expect(trigger).toHaveTextContent('Jazz');
    // Focus returns to the trigger, which is back in the tab order.
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('tabindex', '0');
  },
};
/** Open: type to jump to an option; the typed search resets after a second without keys. */
export const Open: Story = { args: { defaultOpen: true } };
export const Disabled: Story = { args: { disabled: true } };
