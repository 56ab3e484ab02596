/**
 * A machine with only Node and npm: a stack and an analysis worker whose PATH holds node alone
 * (no ffmpeg, ffprobe or sox). A 24-bit ALAC upload plays in Chromium and its analysis completes, with
 * the ffmpeg the @ffmpeg-installer npm package ships.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createMember } from '../data/discover-community.ts';
import { audioState, uploadTrack } from '../data/player-tracks.ts';
import { type AnalysisStack, startAnalysisStack } from '../support/analysis-stack.ts';

const root = mkdtempSync(join(tmpdir(), 'hifi-npm-ffmpeg-'));
const onlyNode = join(root, 'bin');
let stack: AnalysisStack;

test.beforeAll(async () => {
  mkdirSync(onlyNode, { recursive: true });
  symlinkSync(process.execPath, join(onlyNode, 'node'));
  stack = await startAnalysisStack({ path: onlyNode });
});

test.afterAll(async () => {
  await stack?.stop();
  rmSync(root, { recursive: true, force: true });
});

test('without ffmpeg on PATH an ALAC upload is analysed and plays in Chromium', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await createMember(stack.url, 'npm-ffmpeg');
  const title = `ALAC npm ffmpeg ${Date.now().toString(36)}`;
  const track = await uploadTrack(stack.url, owner, title, 'alac', 8);

  await stack.analysed([track.id]);
  const [analysis] = await stack.admin<Record<string, unknown>[]>(
    `track_analyses?audio_file_id=eq.${track.id}&select=*`,
  );
  expect(analysis).toMatchObject({
    status: 'done',
    lossy_source: false,
    effective_bit_depth: 24,
    flac_md5_ok: null,
  });
  expect(analysis?.sha256).toMatch(/^[0-9a-f]{64}$/);
  const [row] = await stack.admin<{ rendition_path: string }[]>(
    `audio_files?id=eq.${track.id}&select=rendition_path`,
  );
  expect(row?.rendition_path).toBe(`analysis/${track.id}.flac`);

  await page.goto(`${stack.url}/discover?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Play ${title}` }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
  const start = (await audioState(page)).time;
  await expect
    .poll(async () => (await audioState(page)).time, { timeout: 15_000 })
    .toBeGreaterThan(start + 0.3);
  // Browsers cannot decode ALAC: what plays is the worker's FLAC rendition, read from Storage.
  expect((await audioState(page)).src).toContain(`/storage/v1/object/public/audio/analysis/${track.id}.flac`);
});
