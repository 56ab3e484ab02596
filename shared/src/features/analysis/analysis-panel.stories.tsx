import { expect, fn, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { storyAnalysis, storyTrack } from '../../stories/network.ts';
import { AnalysisPanel } from './analysis-panel.tsx';

const track = storyTrack(0);
const cd = { sample_rate: 44100, bit_depth: 16 };

const meta = {
  title: 'UI/Analysis/AnalysisPanel',
  component: AnalysisPanel,
  args: {
    title: track.title,
    analysis: storyAnalysis(track.id, track),
    declared: track,
    spectrogramUrl: '/story-spectrogram.png',
    onRetry: fn(),
  },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof AnalysisPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lossless: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('analysis-verdict')).toHaveTextContent(
      'No lossy traces found: full 48 kHz bandwidth, 24 bits used.',
    );
    await userEvent.click(canvas.getByRole('button', { name: `Enlarge the spectrogram of ${track.title}` }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('img', { name: `Spectrogram of ${track.title}` })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
export const LossySource: Story = {
  args: {
    declared: cd,
    spectrogramUrl: '/story-spectrogram-lossy.png',
    analysis: storyAnalysis(track.id, cd, {
      lossy_source: true,
      lossy_source_guess: 'MP3 ~128 kbps',
      bandwidth_hz: 16100,
      flac_md5_ok: null,
    }),
  },
};
export const FullBandMp3: Story = {
  args: {
    declared: cd,
    analysis: storyAnalysis(track.id, cd, {
      lossy_source: true,
      lossy_source_guess: 'MP3 ~320 kbps or V0',
      bandwidth_hz: 22039,
      flac_md5_ok: null,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('analysis-verdict')).toHaveTextContent(
      'Probably from an MP3 (~320 kbps or V0): content up to 22 kHz, but above 16 kHz it carries the marks of MP3’s 576-sample frames.',
    );
  },
};
export const Upsampled: Story = {
  args: { analysis: storyAnalysis(track.id, track, { upsampled_from_hz: 44100, bandwidth_hz: 21800 }) },
};
export const Padded: Story = {
  args: { analysis: storyAnalysis(track.id, track, { effective_bit_depth: 16 }) },
};
export const DamagedFlac: Story = {
  args: { analysis: storyAnalysis(track.id, track, { flac_md5_ok: false }) },
};
export const Queued: Story = { args: { analysis: storyAnalysis(track.id, track, { status: 'queued' }) } };
export const Running: Story = { args: { analysis: storyAnalysis(track.id, track, { status: 'running' }) } };
export const Failed: Story = {
  args: {
    analysis: storyAnalysis(track.id, track, {
      status: 'failed',
      error: 'not a readable audio file: truncated FLAC frame',
    }),
  },
};
export const Loading: Story = { args: { analysis: null, loading: true } };
export const LoadError: Story = {
  args: { analysis: null, error: new Error('network down') },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
