import { expect, test } from '@playwright/test';
import { bigWav } from '../data/upload-fixtures.ts';
import { signInAsNewMember } from '../data/upload-member.ts';
import { UploadPage } from '../pages/upload-page.ts';
import { throttleUploads } from '../support/throttle-uploads.ts';

test('the upload page registers /upload-worker.js, which holds itself alive from KEEP_ALIVE until UPLOAD_COMPLETE', async ({
  page,
  baseURL,
}) => {
  await signInAsNewMember(page, baseURL ?? '', 'worker');
  await new UploadPage(page).goto();
  const replies = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker) throw new Error('no active worker');
    const ask = (message: object) =>
      new Promise<{ type: string; keepingAlive: boolean; pageHidden: boolean }>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        worker.postMessage(message, [channel.port2]);
      });
    return {
      scope: registration.scope,
      script: worker.scriptURL,
      hidden: await ask({ type: 'PAGE_VISIBILITY_CHANGE', hidden: true }),
      keepAlive: await ask({ type: 'KEEP_ALIVE' }),
      complete: await ask({ type: 'UPLOAD_COMPLETE' }),
    };
  });
  expect(replies.script).toMatch(/\/upload-worker\.js$/);
  expect(replies.hidden).toEqual({ type: 'PAGE_VISIBILITY_CHANGE', keepingAlive: false, pageHidden: true });
  expect(replies.keepAlive).toEqual({ type: 'KEEP_ALIVE', keepingAlive: true, pageHidden: true });
  expect(replies.complete).toEqual({ type: 'UPLOAD_COMPLETE', keepingAlive: false, pageHidden: true });
});

test('while an upload runs in a hidden tab the page tells the worker to keep alive, and releases it when done', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsNewMember(page, baseURL ?? '', 'hidden');
  const throttle = await throttleUploads(page, 4 * 1024 * 1024);
  const upload = new UploadPage(page);
  await upload.goto();
  await page.evaluate(() => navigator.serviceWorker.ready);
  const workerState = () =>
    page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      return new Promise<{ keepingAlive: boolean; pageHidden: boolean }>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        // An unknown-to-the-protocol probe would be ignored; a visibility report answers with the state.
        worker?.postMessage({ type: 'PAGE_VISIBILITY_CHANGE', hidden: document.hidden }, [channel.port2]);
      });
    });
  await upload.fill({ title: 'Hidden', file: bigWav(24 * 1000 * 1000, 'hidden-24mb.wav') });
  await upload.submit.click();
  await expect(upload.submit).toHaveText('Uploading...');
  // The tab goes to the background (as the browser reports it to the page).
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(workerState).toMatchObject({ keepingAlive: true, pageHidden: true });
  await throttle.lift();
  await page.waitForURL(/\/audio\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect.poll(workerState).toMatchObject({ keepingAlive: false, pageHidden: true });
});
