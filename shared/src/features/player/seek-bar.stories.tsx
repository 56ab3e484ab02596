import { expect, fn, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SeekBar } from './seek-bar.tsx';

const meta = {
  title: 'Player/SeekBar',
  component: SeekBar,
  args: { currentTime: 65, duration: 185, onSeek: fn() },
  decorators: [(Story) => <div className="w-96 bg-slate-900 p-4">{Story()}</div>],
} satisfies Meta<typeof SeekBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Midway: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Seek' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(70);
    await userEvent.keyboard('{Home}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(0);
  },
};
export const Start: Story = { args: { currentTime: 0 } };
export const DurationUnknown: Story = { args: { currentTime: 0, duration: Number.NaN } };
