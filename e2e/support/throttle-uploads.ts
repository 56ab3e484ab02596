import type { Page } from '@playwright/test';

/**
 * Holds the page's uploads to bytesPerSecond (Chromium's network emulation): loopback is too fast
 * to act half-way through an upload by hand. lift() restores full speed; offline() cuts the
 * network (on this session, which overrides context.setOffline's).
 */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const limit = (uploadThroughput: number, offline = false) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await limit(bytesPerSecond);
  return {
    lift: () => limit(-1),
    /** The network goes away (navigator.onLine false, an 'offline' event) and comes back at full speed. */
    offline: (on: boolean) => limit(-1, on),
  };
}
