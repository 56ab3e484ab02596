import { expect, fn, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SeekBar } from './seek-bar.tsx';
import { Waveform, type WaveformPeaks } from './waveform.tsx';

/** Music-like peaks: phrases that swell and fall, with beats. */
function peaks(points = 1600): WaveformPeaks {
  const data: number[] = [];
  for (let i = 0; i < points; i++) {
    const phrase = 0.35 + 0.3 * Math.sin(i / 90) ** 2;
    const beat = i % 40 < 4 ? 0.3 : 0;
    const level = Math.min(1, phrase + beat + 0.1 * Math.sin(i * 1.7));
    data.push(Math.round(-127 * level), Math.round(127 * level * 0.95));
  }
  return {
    version: 2,
    channels: 1,
    sample_rate: 44100,
    samples_per_pixel: 512,
    bits: 8,
    length: points,
    data,
  };
}

const meta = {
  title: 'Player/Waveform',
  component: Waveform,
  args: { peaks: peaks(), duration: 240, currentTime: 0, onSeek: fn() },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof Waveform>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  play: async ({ args, canvas }) => {
    const waveform = canvas.getByRole('slider', { name: 'Waveform' });
    const box = waveform.getBoundingClientRect();
    waveform.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, pointerId: 7, clientX: box.left + box.width / 2 }),
    );
    // a click at the middle seeks to the middle of the track
    const [[seconds]] = (args.onSeek as ReturnType<typeof fn>).mock.calls as [[number]];
    await expect(seconds).toBeGreaterThan(100);
    await expect(seconds).toBeLessThan(140);
    waveform.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(5);
  },
};
/** Analysed, playing: the played part lit, what is buffered lighter than what is not loaded yet. */
export const Midway: Story = {
  args: { currentTime: 120, buffered: 180 },
  play: async ({ canvas }) => {
    const waveform = canvas.getByRole('slider', { name: 'Waveform' });
    const box = waveform.getBoundingClientRect();
    waveform.dispatchEvent(
      new PointerEvent('pointermove', { bubbles: true, pointerId: 3, clientX: box.left + box.width / 4 }),
    );
    // the time under the pointer, a quarter of 4:00
    await expect(await canvas.findByTestId('waveform-hover-time')).toHaveTextContent('1:00');
  },
};
/** The peaks are on their way: a placeholder of the same size. */
export const Loading: Story = {
  args: { peaks: null, currentTime: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Waveform' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('waveform-loading')).toBeVisible();
  },
};
/** Not analysed yet: the player keeps the plain seek bar. */
export const NoAnalysis: Story = {
  render: (args) => <SeekBar currentTime={args.currentTime} duration={args.duration} onSeek={args.onSeek} />,
  args: { currentTime: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:30 of 4:00',
    );
  },
};
export const Narrow: Story = {
  args: { currentTime: 60 },
  decorators: [(Story) => <div className="w-64">{Story()}</div>],
};
/** Comments pinned to moments: a mark each, its author and text on hover. */
export const WithCommentMarkers: Story = {
  args: {
    currentTime: 80,
    markers: [
      { seconds: 30, label: 'marco_tape: the room tone here' },
      { seconds: 70, label: 'ada: two omnis on a jetty' },
      { seconds: 200, label: 'lee: that ending!' },
    ],
  },
  play: async ({ canvas }) => {
    const marks = canvas.getAllByTestId('waveform-marker');
    await expect(marks.map((m) => m.getAttribute('title'))).toEqual([
      'marco_tape: the room tone here',
      'ada: two omnis on a jetty',
      'lee: that ending!',
    ]);
    await expect(marks[0]?.style.left).toBe('12.5%');
  },
};
