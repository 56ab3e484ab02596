import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { moveDownWithKeyboard } from './sortable-in-story.ts';
import { SortableList } from './sortable-list.tsx';

const SIDES = ['Low Tide', 'Harbour Lights', 'Shoreline', 'Undertow'];

/** A list that keeps the order its rows are moved into, as a page would after saving. */
function Tracklist({ editable }: { editable: boolean }) {
  const [order, setOrder] = useState(SIDES);
  const move = (from: number, to: number) =>
    setOrder((o) => {
      const next = [...o];
      next.splice(to, 0, ...next.splice(from, 1));
      return next;
    });
  return (
    <div className="max-w-md">
      <SortableList
        items={order}
        itemId={(t) => t}
        itemName={(t) => t}
        label="Tracklist"
        editable={editable}
        onMove={move}
        itemClassName="flex items-center gap-3 rounded-md border border-slate-800 bg-slate-950 px-2 py-2 text-sm"
        renderItem={(title, index) => (
          <>
            <span className="w-6 text-right tabular-nums text-slate-400">{index + 1}</span>
            <span className="flex-1 text-slate-100">{title}</span>
          </>
        )}
      />
    </div>
  );
}

const meta = {
  title: 'UI/SortableList',
  component: Tracklist,
  args: { editable: true },
} satisfies Meta<typeof Tracklist>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editors get a handle per row; Space, an arrow and Space move a row. */
export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tracklist' });
    await moveDownWithKeyboard(canvasElement, 'Low Tide', 2);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['1Harbour Lights', '2Shoreline', '3Low Tide', '4Undertow']),
    );
  },
};
/** Everyone else reads the order only: no handles. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};
