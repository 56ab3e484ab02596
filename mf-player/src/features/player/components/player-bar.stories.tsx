import { hifiStore, type PlayerTrack, playerAtoms } from '@hifi/shared';
import { storyAnalysis, storyCommunity, storyNetwork, storyTrack } from '@hifi/shared/stories/network';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PlayerBar } from './player-bar.tsx';

const nightDrive: PlayerTrack = {
  id: '3f1c2a9e-8b7d-4c6e-9a5f-1d2e3c4b5a02',
  title: 'Night Drive (24-bit / 96 kHz)',
  filePath: 'u1/night-drive.flac',
  codec: 'FLAC',
  author: 'ada',
  duration: 187,
};

/** A beforeEach that puts a track in the one player (paused unless `playing`), and closes it after. */
const withTrack =
  (track: PlayerTrack, { playing = false } = {}) =>
  () => {
    hifiStore.set(playerAtoms.playTrackAtom, track);
    if (!playing) hifiStore.set(playerAtoms.pauseAtom);
    return () => hifiStore.set(playerAtoms.closePlayerAtom);
  };

const meta = {
  title: 'Player/PlayerBar',
  component: PlayerBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlayerBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingPlaying: Story = {};

/** Paused on a track: seek, mute and the volume slider work from the keyboard and the mouse. */
export const Paused: Story = {
  beforeEach: withTrack(nightDrive),
  play: async ({ canvas }) => {
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    seek.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(seek).toHaveAttribute('aria-valuenow', '5'));
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveValue('0');
    await userEvent.click(canvas.getByRole('button', { name: 'Unmute' }));
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
  },
};

/** Playing: the button pauses, and the bar says paused at once (intent first, engine after). */
export const Playing: Story = {
  beforeEach: withTrack(nightDrive, { playing: true }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-label="Player"]')).toHaveAttribute('data-state', 'paused'),
    );
  },
};

/** The file is still on its way: a spinner on the button and "Loading …" for screen readers. */
export const Buffering: Story = {
  beforeEach: withTrack(nightDrive, { playing: true }),
  parameters: { network: [http.get('*/storage/v1/object/*', () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-label="Player"]')).toHaveAttribute('data-state', 'loading'),
    );
  },
};

/** The file cannot be loaded: the reason shows in the bar, at every width. */
export const LoadError: Story = {
  tags: ['expect-console-errors'],
  beforeEach: withTrack(nightDrive, { playing: true }),
  parameters: {
    network: [http.get('*/storage/v1/object/*', () => new HttpResponse(null, { status: 500 }))],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const LongTitle: Story = {
  beforeEach: withTrack({
    ...nightDrive,
    title: 'String Quartet No. 2 in D minor, II. Adagio molto e mesto (live at the Wigmore Hall, 2026)',
  }),
};

/** The phone width: the volume and close controls give way to the title and the seek bar. */
export const Phone: Story = {
  beforeEach: withTrack(nightDrive),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Swelling phrases with beats, as the worker's peaks of a piece of music look. */
function storyPeaks(points = 800) {
  const data: number[] = [];
  for (let i = 0; i < points; i++) {
    const level = Math.min(1, 0.35 + 0.3 * Math.sin(i / 60) ** 2 + (i % 32 < 3 ? 0.3 : 0));
    data.push(Math.round(-127 * level), Math.round(127 * level));
  }
  return {
    version: 2,
    channels: 1,
    sample_rate: 44100,
    samples_per_pixel: 4410,
    bits: 8,
    length: points,
    data,
  };
}

/** An analysed track: the bar's seek control is a small waveform, named "Waveform" like the page's. */
export const Analysed: Story = {
  beforeEach: withTrack(nightDrive),
  parameters: {
    network: [
      http.get('*/storage/v1/object/public/audio/analysis/:file', () => HttpResponse.json(storyPeaks())),
      ...storyNetwork({
        tables: {
          ...storyCommunity(),
          track_analyses: [
            storyAnalysis(nightDrive.id, storyTrack(1), {
              waveform_path: `analysis/${nightDrive.id}.waveform.json`,
            }),
          ],
        },
      }),
    ],
  },
  play: async ({ canvas }) => {
    const waveform = await canvas.findByRole('slider', { name: 'Waveform' });
    await expect(waveform.querySelector('canvas')).not.toBeNull();
    await expect(canvas.queryByRole('slider', { name: 'Seek' })).toBeNull();
  },
};
