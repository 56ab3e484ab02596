import type { PlayerTrack } from '@hifi/shared';
import { hifiStore, playerAtoms } from '@hifi/shared/store-in-tests';
import { signedInAs, signedOut } from '@hifi/shared/stories';
import {
  storyAnalysis,
  storyCommunity,
  storyNetwork,
  storyTrack,
  storyUser,
} from '@hifi/shared/stories/network';
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

/** A 96 px cover drawn in the browser (the stored covers are WebP files the upload makes). */
async function storyCover(): Promise<Blob> {
  const canvas = new OffscreenCanvas(96, 96);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  const gradient = context.createLinearGradient(0, 0, 96, 96);
  gradient.addColorStop(0, '#0ea5e9');
  gradient.addColorStop(1, '#7c3aed');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 96, 96);
  context.fillStyle = 'rgba(255,255,255,0.8)';
  context.beginPath();
  context.arc(48, 48, 18, 0, Math.PI * 2);
  context.fill();
  return canvas.convertToBlob({ type: 'image/png' });
}

const coverPath = `${storyUser.id}/covers/5d1e7c4a-2b3f-4c5d-8e9f-0a1b2c3d4e5f`;
const signedInWithTrack = (track: PlayerTrack) => () => {
  const signOut = signedInAs(storyUser)();
  const close = withTrack(track)();
  return () => {
    close();
    signOut();
  };
};

/**
 * A signed-in listener: the track's cover beside the title, and its like (count and heart from the
 * one cache, as on its cards and page; the listener likes Night Drive).
 */
export const CoverAndLike: Story = {
  beforeEach: signedInWithTrack({ ...nightDrive, coverPath }),
  parameters: {
    network: [
      http.get('*/storage/v1/object/public/audio/:owner/covers/:id/96.webp', async () =>
        HttpResponse.arrayBuffer(await (await storyCover()).arrayBuffer(), {
          headers: { 'Content-Type': 'image/png' },
        }),
      ),
      ...storyNetwork(),
    ],
  },
  play: async ({ canvas }) => {
    const like = await canvas.findByRole('button', { name: /^Unlike Night Drive, \d+ likes$/ });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const cover = canvas.getByRole('img', { name: `Cover art of ${nightDrive.title}` });
    await expect(cover).toHaveAttribute('src', expect.stringMatching(/\/96\.webp$/));
  },
};

/** No cover: the placeholder every track without one shares. A visitor's like asks them to sign in. */
export const NoCoverSignedOut: Story = {
  beforeEach: () => {
    const reset = signedOut();
    const close = withTrack(nightDrive)();
    return () => {
      close();
      reset();
    };
  },
  parameters: { network: storyNetwork() },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('cover-placeholder')).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: /^Like Night Drive, \d+ likes$/ }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};
