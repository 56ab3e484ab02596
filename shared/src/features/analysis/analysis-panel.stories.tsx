import { expect, fn, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { STORY_CHECKS, storyAnalysis, storyTrack } from '../../stories/network.ts';
import { AnalysisPanel } from './analysis-panel.tsx';
import { storyGrid } from './evidence-picture.stories.tsx';

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
      'Probably from an MP3 (~320 kbps or V0): content up to 22 kHz, but it carries the marks of MP3 encoding.',
    );
  },
};
const aacFound =
  'AAC frame grid found at offset 312 (KBD window): 84 % of the MDCT coefficients from 2 kHz up sit on AAC’s quantiser lattice there, 19 % at other alignments; deepest in 6 of 6 excerpts.';
const aac256 = storyAnalysis(track.id, cd, {
  lossy_source: true,
  lossy_source_guess: 'AAC ~256 kbps',
  bandwidth_hz: 22039,
  flac_md5_ok: null,
  verdict_evidence: {
    checks: STORY_CHECKS,
    found: aacFound,
    picture: { codec: 'AAC', period: 1024, offset: 312, depths: storyGrid(128, 312 / 8, 31) },
  },
});
/** An AAC 256 transcode: the verdict says what was found and where, the picture shows it. */
export const Aac256WithEvidence: Story = {
  args: { declared: cd, analysis: aac256 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('analysis-verdict')).toHaveTextContent(
      `Probably from an AAC (~256 kbps): content up to 22 kHz, but it carries the marks of AAC encoding. ${aacFound}`,
    );
    await expect(
      canvas.getByRole('img', {
        name: 'AAC frame grid: the alignment at offset 312 of 1024 stands out from the others',
      }),
    ).toBeVisible();
  },
};
/** A clean file says which checks ran, and has no evidence picture. */
export const CleanWithChecks: Story = {
  args: { declared: cd, analysis: storyAnalysis(track.id, cd, { bandwidth_hz: 22039 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('analysis-verdict')).toHaveTextContent(
      'No lossy traces found: full 22 kHz bandwidth, 16 bits used. Checked: cut-off, MP3 granule flicker, MP3 quantisation, MP3 quantiser lattice, AAC quantisation.',
    );
    await expect(canvas.queryByTestId('verdict-evidence')).toBeNull();
  },
};
/** On a phone the evidence stacks under the spectrogram. */
export const Aac256OnAPhone: Story = {
  args: { declared: cd, analysis: aac256 },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
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
