import { expect, test } from '@playwright/test';
import { signInAsNewMember } from '../pages/upload-member.ts';
import { UploadPage } from '../pages/upload-page.ts';

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
