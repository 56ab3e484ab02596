import { expect } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DownloadOriginal } from './download-original.tsx';

const SHA256 = 'a3f5c9e1b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6';

const meta = {
  title: 'UI/Track/DownloadOriginal',
  component: DownloadOriginal,
  args: {
    track: {
      title: 'Harbour Bells',
      file_path: 'u1/3f1c2a9e-8b7d-4c6e-9a5f-1d2e3c4b5a03.flac',
      original_filename: '03 Harbour Bells (24-96 master).flac',
    },
    analysis: { status: 'done', sha256: SHA256 },
  },
} satisfies Meta<typeof DownloadOriginal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Analysed: the file downloads under its own name, with the SHA-256 to check it against. */
export const WithChecksum: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download original' })).toHaveAttribute(
      'download',
      '03 Harbour Bells (24-96 master).flac',
    );
    await expect(canvas.getByTestId('sha256')).toHaveTextContent(SHA256);
    await expect(canvas.getByRole('button', { name: 'Copy SHA-256' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Licence file' })).toBeNull();
  },
};

/** A Creative Commons track: its licence file, with the attribution, is saved beside it. */
export const CreativeCommons: Story = {
  args: {
    track: { ...meta.args.track, licence: 'cc-by-sa-4.0', profiles: { email: null, username: 'ines' } },
  },
  play: async ({ canvas }) => {
    const sidecar = canvas.getByRole('link', { name: 'Licence file' });
    await expect(sidecar).toHaveAttribute('download', '03 Harbour Bells (24-96 master).LICENSE.txt');
    const text = decodeURIComponent(sidecar.getAttribute('href')?.split(',')[1] ?? '');
    await expect(text).toContain('"Harbour Bells" by ines is licensed under CC BY-SA 4.0.');
    await expect(text).toContain('https://creativecommons.org/licenses/by-sa/4.0/');
  },
};

/** The worker has not finished the track yet: no checksum to show, and it says so. */
export const ChecksumPending: Story = {
  args: { analysis: { status: 'queued', sha256: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checksum pending')).toBeVisible();
  },
};

export const AnalysisFailed: Story = { args: { analysis: { status: 'failed', sha256: null } } };

/** Uploaded before the file's name was kept: saved as the title with the file's extension. */
export const OlderUpload: Story = {
  args: {
    track: { title: 'Harbour Bells', file_path: 'u1/3f1c2a9e.flac', original_filename: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download original' })).toHaveAttribute(
      'download',
      'Harbour Bells.flac',
    );
  },
};
