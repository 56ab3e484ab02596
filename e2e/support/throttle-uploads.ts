import type { Page } from '@playwright/test';

/**
 * Holds the page's uploads to bytesPerSecond (Chromium's network emulation): loopback is too fast
 * to act half-way through an upload by hand. lift() restores full speed.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const limit = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await limit(bytesPerSecond);
  return { lift: () => limit(-1) };
}
