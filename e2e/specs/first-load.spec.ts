/**
 * The first-load baseline of /discover (issue 2): the JavaScript the browser fetches on a cold
 * load, as gzipped bytes of the built files it fetched, and the number of requests. Printed for
 * the record; later work is measured against it (no timing here).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { siteDir } from '../support/e2e-env.ts';

/** The built file a URL of the stack's site is served from. */
function builtFile(url: URL): string {
  const remote = /^\/remotes\/([a-z0-9-]+)(\/.*)$/.exec(url.pathname);
  if (remote) return join(siteDir, 'remotes', remote[1] as string, remote[2] as string);
  return join(siteDir, 'shell', url.pathname);
}

test('first-load JavaScript and requests of /discover', async ({ page, baseURL }, testInfo) => {
  const urls: URL[] = [];
  const transfers: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    urls.push(url);
    if (url.pathname.endsWith('.js')) transfers.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto('/discover');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Hi-Fi Audio' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Player' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const own = urls.filter((url) => url.origin === baseURL);
  const scripts = own.filter((url) => url.pathname.endsWith('.js'));
  let raw = 0;
  let gzipped = 0;
  const rows: string[] = [];
  for (const url of scripts) {
    const bytes = await readFile(builtFile(url));
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzipped += gz;
    rows.push(`${String(gz).padStart(8)}  ${url.pathname}`);
  }
  const transferred = (await Promise.all(transfers)).reduce((sum, size) => sum + size, 0);
  const report = [
    `first load of /discover: ${urls.length} requests (${scripts.length} JavaScript files)`,
    `JavaScript: ${gzipped} bytes gzipped (${raw} bytes raw; ${transferred} bytes on the wire from the stack)`,
    ...rows.sort().reverse(),
  ].join('\n');
  console.log(report);
  await testInfo.attach('first-load.txt', { body: report, contentType: 'text/plain' });
  expect(scripts.length).toBeGreaterThan(0);
  expect(urls.length).toBe(own.length);
});
