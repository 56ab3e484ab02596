/**
 * A machine with only Node and npm: a stack and an analysis worker whose PATH holds node alone
 * (no ffmpeg, ffprobe or sox). A 24-bit ALAC upload plays in Chromium and its analysis completes, with
 * the ffmpeg the @ffmpeg-installer npm package ships.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createMember } from '../data/discover-community.ts';
import { audioState, uploadTrack } from '../data/player-tracks.ts';
import { serviceKey } from '../data/upload-member.ts';
import { jwtSecret, repoRoot, siteDir } from '../support/e2e-env.ts';
import { freePort, type StackProcess, startStackProcess } from '../support/stack-process.ts';

const root = mkdtempSync(join(tmpdir(), 'hifi-npm-ffmpeg-'));
const onlyNode = join(root, 'bin');
let stack: StackProcess;
let worker: ChildProcess;

test.beforeAll(async () => {
  mkdirSync(onlyNode, { recursive: true });
  symlinkSync(process.execPath, join(onlyNode, 'node'));
  const env = { PATH: onlyNode, DATA_DIR: join(root, 'data'), HIFI_SITE_DIR: siteDir, JWT_SECRET: jwtSecret };
  stack = await startStackProcess(await freePort(), env);
  worker = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'worker'),
    env: {
      ...process.env,
      PATH: onlyNode,
      SUPABASE_URL: stack.url,
      SUPABASE_SERVICE_ROLE_KEY: await serviceKey(),
      WORKER_IDLE_MS: '300',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
});

test.afterAll(async () => {
  worker?.kill('SIGTERM');
  await stack?.stop();
  rmSync(root, { recursive: true, force: true });
});

async function admin<T>(path: string): Promise<T> {
  const key = await serviceKey();
  const res = await fetch(`${stack.url}/rest/v1/${path}`, {
    headers: { authorization: `Bearer ${key}`, apikey: key },
  });
  return (await res.json()) as T;
}

test('without ffmpeg on PATH an ALAC upload is analysed and plays in Chromium', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await createMember(stack.url, 'npm-ffmpeg');
  const title = `ALAC npm ffmpeg ${Date.now().toString(36)}`;
  const track = await uploadTrack(stack.url, owner, title, 'alac', 8);

  await expect
    .poll(
      async () =>
        (await admin<{ status: string }[]>(`track_analyses?audio_file_id=eq.${track.id}&select=status`))[0]
          ?.status,
      { timeout: 90_000 },
    )
    .toBe('done');
  const [analysis] = await admin<Record<string, unknown>[]>(
    `track_analyses?audio_file_id=eq.${track.id}&select=*`,
  );
  expect(analysis).toMatchObject({ lossy_source: false, effective_bit_depth: 24, flac_md5_ok: null });
  expect(analysis?.sha256).toMatch(/^[0-9a-f]{64}$/);
  const [row] = await admin<{ rendition_path: string }[]>(
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
});
