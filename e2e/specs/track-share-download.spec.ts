/**
 * Sharing a track and downloading its original (docs/product.md): the Share dialog's link (with
 * "Start at" → ?t=) and embed code, ?t= starting playback there on the track page and in the
 * embed, and "Download original" once the owner allows it, giving the uploaded bytes under the
 * uploaded file's name with the analysis' SHA-256 beside the button.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createMember, serviceRoleKey, signInAs } from '../data/discover-community.ts';
import { audioState, makeAudio, uploadAudioFile } from '../data/player-tracks.ts';
import { UploadPage } from '../pages/upload-page.ts';

const run = Date.now().toString(36);
let track: { id: string; title: string };
let owner: Awaited<ReturnType<typeof createMember>>;

test.beforeAll(async ({ baseURL }) => {
  owner = await createMember(baseURL as string, 'sharer');
  const audio = makeAudio('flac', 45);
  track = await uploadAudioFile(baseURL as string, owner, `Shared take ${run}`, audio);
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('Share gives the link, a link that starts at a moment, and the embed code', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/audio/${track.id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.getByLabel('Link')).toHaveValue(`${baseURL}/audio/${track.id}`);
  await dialog.getByLabel('Start at').check();
  await dialog.getByLabel('Start time (m:ss)').fill('0:30');
  await expect(dialog.getByLabel('Link')).toHaveValue(`${baseURL}/audio/${track.id}?t=30`);
  await dialog.getByLabel('Start time (m:ss)').fill('half a minute');
  await expect(dialog.getByText('Use m:ss, e.g. 1:30')).toBeVisible();
  await expect(dialog.getByLabel('Link')).toHaveValue(`${baseURL}/audio/${track.id}`);
  await expect(dialog.getByLabel('Embed code')).toHaveValue(
    `<iframe src="${baseURL}/embed/audio/${track.id}" width="600" height="150" frameborder="0" allow="autoplay" title="${track.title}"></iframe>`,
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy embed code' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied embed code' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/embed/audio/${track.id}"`);
});

test('?t=30 starts the track at 0:30, on its page and in the embed; a bad ?t= is ignored', async ({
  browser,
}) => {
  // Each visit in a browser of its own: a reload would bring back the queue left paused (by design).
  const visit = async (path: string) =>
    (await browser.newContext()).newPage().then(async (page) => {
      await page.goto(path);
      return page;
    });
  const playFromPage = async (path: string) => {
    const page = await visit(path);
    await page
      .getByRole('button', { name: `Play ${track.title}` })
      .first()
      .click();
    await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'playing', {
      timeout: 20_000,
    });
    return (await audioState(page)).time;
  };

  const started = await playFromPage(`/audio/${track.id}?t=30`);
  expect(started).toBeGreaterThanOrEqual(30);
  expect(started).toBeLessThan(36);
  expect(await playFromPage(`/audio/${track.id}?t=-5`)).toBeLessThan(6);
  expect(await playFromPage(`/audio/${track.id}?t=abc`)).toBeLessThan(6);

  const embed = await visit(`/embed/audio/${track.id}?t=30`);
  await embed.getByRole('button', { name: /^Play/ }).click();
  await expect
    .poll(async () => embed.locator('audio').evaluate((el: HTMLAudioElement) => el.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(30);
});

test('Download original appears once the owner allows it: the uploaded file under its own name, its SHA-256 beside it', async ({
  page,
  browser,
  baseURL,
}) => {
  // The owner uploads through /upload: the publish keeps the picked file's name.
  const made = makeAudio('flac', 8);
  const originalName = `01 Shared take (final mix) ${run}.flac`;
  const original = join(mkdtempSync(join(tmpdir(), 'hifi-original-')), originalName);
  copyFileSync(made.path, original);
  const bytes = readFileSync(original);
  const title = `Original take ${run}`;
  const ownerPage = await browser.newPage();
  await signInAs(ownerPage, owner);
  const upload = new UploadPage(ownerPage);
  await upload.goto();
  await upload.fill({ file: original, title });
  await upload.submit.click();
  await ownerPage.waitForURL(/\/audio\/[0-9a-f-]{36}$/);
  const id = ownerPage.url().split('/').pop() as string;

  await page.goto(`/audio/${id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download original' })).toHaveCount(0);

  await ownerPage.goto('/library');
  await ownerPage.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Edit Audio File' });
  await expect(dialog.getByRole('switch', { name: 'Allow downloads' })).not.toBeChecked();
  await dialog.getByRole('switch', { name: 'Allow downloads' }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await ownerPage.close();

  // This stack runs no worker: until the analysis is done there is no checksum to show.
  await page.reload();
  const download = page.getByTestId('download-original');
  await expect(download.getByRole('link', { name: 'Download original' })).toBeVisible();
  await expect(download.getByText('Checksum pending')).toBeVisible();
  // what the worker leaves when it is done: the stored file's SHA-256
  const key = await serviceRoleKey();
  const stored = await fetch(`${baseURL}/rest/v1/track_analyses?audio_file_id=eq.${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'done', sha256: sha256(bytes) }),
  });
  expect(stored.ok).toBe(true);
  await page.reload();
  await expect(download.getByTestId('sha256')).toHaveText(sha256(bytes));

  const saving = page.waitForEvent('download');
  await download.getByRole('link', { name: 'Download original' }).click();
  const file = await saving;
  expect(file.suggestedFilename()).toBe(originalName);
  const saved = readFileSync((await file.path()) as string);
  expect(sha256(saved)).toBe(sha256(bytes));
  expect(sha256(saved)).toBe(await download.getByTestId('sha256').textContent());
});
