import { fn } from 'storybook/test';
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

export const Midway: Story = {};
export const Start: Story = { args: { currentTime: 0 } };
export const DurationUnknown: Story = { args: { currentTime: 0, duration: Number.NaN } };
