import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { storyAnalysis, verdictFacts } from '../../stories/network.ts';
import { VerdictMark } from './verdict-mark.tsx';

const id = '3f1c2a9e-8b7d-4c6e-9a5f-1d2e3c4b5a99';
const hires = { sample_rate: 96000, bit_depth: 24 };
const cd = { sample_rate: 44100, bit_depth: 16 };
const facts = (declared: typeof hires, changes: Parameters<typeof storyAnalysis>[2] = {}) =>
  verdictFacts(storyAnalysis(id, declared, changes));

const meta = {
  title: 'UI/Analysis/VerdictMark',
  component: VerdictMark,
  args: { analysis: facts(hires), declared: hires },
} satisfies Meta<typeof VerdictMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lossless: Story = {};
export const LossySource: Story = {
  args: {
    declared: cd,
    analysis: facts(cd, {
      lossy_source: true,
      lossy_source_guess: 'MP3 ~128 kbps',
      bandwidth_hz: 16100,
    }),
  },
};
export const Upsampled: Story = {
  args: { analysis: facts(hires, { upsampled_from_hz: 44100, bandwidth_hz: 21800 }) },
};
export const Padded: Story = { args: { analysis: facts(hires, { effective_bit_depth: 16 }) } };
export const Queued: Story = { args: { analysis: null } };
export const Running: Story = { args: { analysis: facts(hires, { status: 'running' }) } };
export const Failed: Story = {
  args: {
    analysis: facts(hires, { status: 'failed', error: 'not a readable audio file: truncated FLAC frame' }),
  },
};
