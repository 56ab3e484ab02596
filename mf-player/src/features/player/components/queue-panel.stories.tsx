import { openModal } from '@hifi/shared/stories/modal';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { QueuePanel } from './queue-panel.tsx';

const track = (n: number, title: string) => ({ id: `t${n}`, title, filePath: `t${n}.flac` });
const tracks = [
  track(1, 'Morning Fog Over the Lake'),
  track(2, 'Night Drive'),
  track(3, 'Harbour Bells'),
  track(4, 'String Quartet No. 2 in D minor, II. Adagio molto e mesto (live at the Wigmore Hall)'),
];

const meta = {
  title: 'Player/QueuePanel',
  component: QueuePanel,
  args: { queue: { tracks, index: 0 }, onRemove: fn(), onMove: fn() },
} satisfies Meta<typeof QueuePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: the upcoming tracks move and leave the queue from the keyboard. */
export const Open: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Queue' }));
    const panel = within(await openModal(canvasElement, 'dialog', 'Queue'));
    await expect(panel.getByRole('list', { name: 'Up next' }).children).toHaveLength(3);
    await expect(panel.getByRole('button', { name: 'Move Night Drive up' })).toBeDisabled();
    await userEvent.click(panel.getByRole('button', { name: 'Move Harbour Bells up' }));
    await expect(args.onMove).toHaveBeenCalledWith(2, 1);
    await userEvent.click(panel.getByRole('button', { name: 'Remove Night Drive from the queue' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
  },
};
export const LastTrack: Story = { args: { queue: { tracks, index: 3 } } };
export const NothingPlaying: Story = { args: { queue: null } };
/** Dragging an upcoming track onto another's place moves it there. */
export const DragToReorder: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Queue' }));
    const panel = within(await openModal(canvasElement, 'dialog', 'Queue'));
    const [first, , last] = panel.getAllByTestId('queue-entry') as [HTMLElement, HTMLElement, HTMLElement];
    const dataTransfer = new DataTransfer();
    const drag = (type: string, target: HTMLElement) =>
      target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    drag('dragstart', last);
    drag('dragover', first);
    drag('drop', first);
    drag('dragend', last);
    // the fourth track of the queue goes to the second place (right after the playing one)
    await expect(args.onMove).toHaveBeenCalledWith(3, 1);
  },
};
