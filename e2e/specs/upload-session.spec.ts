import { createHash } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { bigWav } from '../data/upload-fixtures.ts';
import { adminRest, type Member, signInAsNewMember } from '../data/upload-member.ts';
import { UploadPage } from '../pages/upload-page.ts';
import { throttleUploads } from '../support/throttle-uploads.ts';

async function sha256(stream: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

/** The stored object's sha256 and the file's. */
async function hashes(base: string, filePath: string, file: string) {
  const stored = await fetch(`${base}/storage/v1/object/public/audio/${filePath}`);
  expect(stored.status).toBe(200);
  return Promise.all([
    sha256(stored.body as unknown as AsyncIterable<Uint8Array>),
    sha256(createReadStream(file)),
  ]);
}

/** Where the page's tus upload lives (the Location of its creation). */
function uploadUrl(page: Page) {
  return new Promise<string>((resolve) => {
    page.on('response', (response) => {
      const location = response.headers().location;
      if (response.request().method() === 'POST' && response.url().includes('/upload/resumable') && location)
        resolve(new URL(location, response.url()).toString());
    });
  });
}

/** The server's offset of a tus upload, asked as the member. */
async function serverOffset(base: string, url: string, member: Member) {
  const config = (await (await fetch(`${base}/config.json`)).json()) as { supabaseAnonKey: string };
  const head = await fetch(url, {
    method: 'HEAD',
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${member.accessToken}`,
      apikey: config.supabaseAnonKey,
    },
  });
  return Number(head.headers.get('upload-offset') ?? -1);
}

test('pausing a file stops its bytes, resuming completes it, and the stored sha256 equals the file’s', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const member = await signInAsNewMember(page, base, 'pause');
  const throttle = await throttleUploads(page, 10 * 1024 * 1024);
  const upload = new UploadPage(page);
  await upload.goto();
  const file = bigWav(60 * 1000 * 1000, 'pause-60mb.wav');
  const location = uploadUrl(page);
  await upload.fill({ title: 'Paused take', file });
  await upload.submit.click();
  const url = await location;
  await expect.poll(() => serverOffset(base, url, member), { timeout: 30_000 }).toBeGreaterThan(0);
  // The speed shows beside the status bar (which has the time left), and it is the network's:
  // never above the 10 MiB/s the upload is held to.
  const speed = page.getByText(/^Sending at [\d.]+ (MB|kB)\/s$/);
  await expect(speed).toBeVisible();
  const [, figure, unit] = /([\d.]+) (MB|kB)/.exec((await speed.textContent()) ?? '') ?? [];
  expect(Number(figure) * (unit === 'MB' ? 1e6 : 1e3)).toBeLessThanOrEqual(1.1 * 10 * 1024 * 1024);
  await expect(page.locator('.uppy-StatusBar')).toContainText(/left/);

  await upload.row('pause-60mb.wav').getByRole('button', { name: 'Pause upload' }).click();
  await expect(upload.row('pause-60mb.wav').getByRole('button', { name: 'Resume upload' })).toBeVisible();
  // nothing on its way: no speed
  await expect(speed).toHaveCount(0);
  // In-flight bytes land; then the offset holds still while paused.
  await page.waitForTimeout(1500);
  const paused = await serverOffset(base, url, member);
  await page.waitForTimeout(1500);
  expect(await serverOffset(base, url, member)).toBe(paused);
  expect(paused).toBeLessThan(statSync(file).size);

  await throttle.lift();
  await upload.row('pause-60mb.wav').getByRole('button', { name: 'Resume upload' }).click();
  await page.waitForURL(/\/audio\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const id = page.url().split('/').pop() ?? '';
  const [row] = await adminRest<Array<{ title: string; file_path: string }>>(
    base,
    `audio_files?id=eq.${id}&select=title,file_path`,
  );
  expect(row?.title).toBe('Paused take');
  const [stored, original] = await hashes(base, row?.file_path ?? '', file);
  expect(stored).toBe(original);
});

test('a 200 MB upload keeps going while the member browses Discover, shows in the header, and is published', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const member = await signInAsNewMember(page, base, 'browse');
  const throttle = await throttleUploads(page, 20 * 1024 * 1024);
  const upload = new UploadPage(page);
  await upload.goto();
  const file = bigWav(200 * 1000 * 1000, 'browse-200mb.wav');
  const location = uploadUrl(page);
  await upload.fill({ title: 'While browsing', file });
  await upload.submit.click();
  const url = await location;

  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Discover' }).click();
  await page.waitForURL(/\/discover$/);
  const indicator = page.getByRole('link', { name: /^Uploading 1 file, \d+%\. Open uploads$/ });
  await expect(indicator).toBeVisible();
  const first = await serverOffset(base, url, member);
  await expect
    .poll(() => serverOffset(base, url, member), { timeout: 30_000 })
    .toBeGreaterThan(first + 20_000_000);
  expect(page.url()).toMatch(/\/discover$/);

  await throttle.lift();
  await expect(upload.toast('Audio file uploaded successfully!')).toBeVisible({ timeout: 120_000 });
  await expect(indicator).toHaveCount(0);
  // The member stays where they were browsing.
  expect(page.url()).toMatch(/\/discover$/);
  const [row] = await adminRest<Array<{ title: string; file_path: string }>>(
    base,
    `audio_files?user_id=eq.${member.id}&select=title,file_path`,
  );
  expect(row?.title).toBe('While browsing');
  const [stored, original] = await hashes(base, row?.file_path ?? '', file);
  expect(stored).toBe(original);
});

test('closing the tab while an upload runs asks to confirm; the header indicator opens the upload page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAsNewMember(page, baseURL ?? '', 'leave');
  await throttleUploads(page, 2 * 1024 * 1024);
  const upload = new UploadPage(page);
  await upload.goto();
  await upload.fill({ file: bigWav(40 * 1000 * 1000, 'leave-40mb.wav') });
  await upload.submit.click();
  await expect(upload.submit).toHaveText('Uploading...');

  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Library' }).click();
  await page.getByRole('link', { name: /Open uploads$/ }).click();
  await page.waitForURL(/\/upload$/);
  await expect(upload.row('leave-40mb.wav')).toBeVisible();
  await expect(upload.submit).toHaveText('Uploading...');

  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await dialog;
  expect(asked.type()).toBe('beforeunload');
  await asked.accept();
});

test('a network loss mid-upload holds the upload, which continues by itself from its offset when the network returns', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const member = await signInAsNewMember(page, base, 'offline');
  const throttle = await throttleUploads(page, 5 * 1024 * 1024);
  const upload = new UploadPage(page);
  await upload.goto();
  const file = bigWav(40 * 1000 * 1000, 'offline-40mb.wav');
  const creations: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/upload/resumable')) creations.push(r.url());
  });
  const location = uploadUrl(page);
  await upload.fill({ title: 'Through the outage', file });
  await upload.submit.click();
  const url = await location;
  await expect.poll(() => serverOffset(base, url, member), { timeout: 30_000 }).toBeGreaterThan(0);

  await throttle.offline(true);
  // Longer than every retry delay (0, 1, 3, 5 s): the upload has given up its requests by now.
  await page.waitForTimeout(12_000);
  await expect(upload.submit).toHaveText('Uploading...');
  const held = await serverOffset(base, url, member);
  expect(held).toBeLessThan(statSync(file).size);

  await throttle.offline(false);
  await page.waitForURL(/\/audio\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  expect(creations).toHaveLength(1);
  const [row] = await adminRest<Array<{ title: string; file_path: string }>>(
    base,
    `audio_files?user_id=eq.${member.id}&select=title,file_path`,
  );
  expect(row?.title).toBe('Through the outage');
  const [stored, original] = await hashes(base, row?.file_path ?? '', file);
  expect(stored).toBe(original);
});
