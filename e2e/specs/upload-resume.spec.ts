import { createHash } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { bigWav } from '../data/upload-fixtures.ts';
import { adminRest, signInAsNewMember } from '../data/upload-member.ts';
import { UploadPage } from '../pages/upload-page.ts';
import { throttleUploads } from '../support/throttle-uploads.ts';

const SIZE = 300 * 1000 * 1000;

async function sha256(stream: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

test('a 300 MB upload interrupted by a reload continues from the stored offset when the same file is picked', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const file = bigWav(SIZE, 'resume-300mb.wav');
  const size = statSync(file).size;
  await signInAsNewMember(page, base, 'resume');

  // Loopback is too fast to reload half-way by hand: hold uploads to ~40 MB/s until the reload.
  const throttle = await throttleUploads(page, 40 * 1024 * 1024);

  const upload = new UploadPage(page);
  await upload.goto();
  await upload.fill({ title: 'Long take', description: 'resumed', genres: ['drone'], file });
  await upload.submit.click();
  await expect(upload.submit).toHaveText('Uploading...');
  await expect.poll(() => upload.percent(), { timeout: 60_000, intervals: [100] }).toBeGreaterThanOrEqual(45);
  const before = await upload.percent();
  expect(before).toBeLessThan(90);

  await page.reload();
  await throttle.lift();
  // The page says how to continue; picking the same file brings its draft back.
  await expect(upload.interrupted).toContainText('resume-300mb.wav');

  const creations: string[] = [];
  const patchOffsets: number[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/storage/v1/upload/resumable')) return;
    if (request.method() === 'POST') creations.push(request.url());
    if (request.method() === 'PATCH') patchOffsets.push(Number(request.headers()['upload-offset']));
  });
  await upload.file.setInputFiles(file);
  await expect(upload.title).toHaveValue('Long take');
  await expect(upload.description).toHaveValue('resumed');
  await expect(page.getByRole('button', { name: 'Remove genre drone' })).toBeVisible();
  await expect(upload.interrupted).toHaveCount(0);
  await upload.submit.click();
  await page.waitForURL(/\/audio\/[0-9a-f-]{36}$/, { timeout: 180_000 });

  expect(creations).toEqual([]);
  const resumedFrom = patchOffsets[0] ?? 0;
  const sentAfterReload = size - resumedFrom;
  console.log(
    `resume: progress at reload ${before}%, continued from byte ${resumedFrom} of ${size}; ` +
      `${(sentAfterReload / 1e6).toFixed(1)} MB sent after the reload (${((100 * sentAfterReload) / size).toFixed(0)}% of the file)`,
  );
  expect(resumedFrom).toBeGreaterThan(size * 0.4);
  expect(sentAfterReload).toBeLessThan(size * 0.6);

  const id = page.url().split('/').pop() ?? '';
  const [row] = await adminRest<Array<{ title: string; file_path: string; genres: string[] }>>(
    base,
    `audio_files?id=eq.${id}&select=title,file_path,genres`,
  );
  expect(row).toMatchObject({ title: 'Long take', genres: ['drone'] });
  const stored = await fetch(`${base}/storage/v1/object/public/audio/${row?.file_path}`);
  expect(stored.status).toBe(200);
  const [storedHash, fileHash] = await Promise.all([
    sha256(stored.body as unknown as AsyncIterable<Uint8Array>),
    sha256(createReadStream(file)),
  ]);
  expect(storedHash).toBe(fileHash);
  expect(await page.evaluate(() => localStorage.getItem('currentUpload'))).toBeNull();
});

test('an upload cut off by a dropped connection continues from its offset when Upload is clicked again', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const file = bigWav(120 * 1000 * 1000, 'dropped-120mb.wav');
  const size = statSync(file).size;
  await signInAsNewMember(page, base, 'dropped');
  const throttle = await throttleUploads(page, 20 * 1024 * 1024);

  const upload = new UploadPage(page);
  await upload.goto();
  await upload.fill({ title: 'Dropped', file });
  const requests: Array<{ method: string; offset: number }> = [];
  page.on('request', (r) => {
    if (r.url().includes('/storage/v1/upload/resumable'))
      requests.push({ method: r.method(), offset: Number(r.headers()['upload-offset'] ?? -1) });
  });
  await upload.submit.click();
  await expect.poll(() => upload.percent(), { timeout: 60_000, intervals: [100] }).toBeGreaterThanOrEqual(40);

  // The connection drops: every request to the upload endpoint is reset until it comes back.
  // Uppy retries (0, 1, 3, 5 s), then gives up with the network error.
  const dropped = '**/storage/v1/upload/resumable/**';
  await page.route(dropped, (route) => route.abort('connectionreset'));
  await expect(upload.toast(/network error/)).toBeVisible({ timeout: 60_000 });
  await expect(upload.submit).toHaveText('Upload Audio');
  const before = requests.length;

  await page.unroute(dropped);
  await throttle.lift();
  await upload.submit.click();
  await page.waitForURL(/\/audio\/[0-9a-f-]{36}$/, { timeout: 120_000 });
  const after = requests.slice(before);
  expect(after.filter((r) => r.method === 'POST')).toEqual([]);
  const resumedFrom = after.find((r) => r.method === 'PATCH')?.offset ?? 0;
  console.log(`dropped connection: continued from byte ${resumedFrom} of ${size}`);
  expect(resumedFrom).toBeGreaterThan(size * 0.3);
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
});
