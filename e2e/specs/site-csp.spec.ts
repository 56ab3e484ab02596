/**
 * The whole site under its Content-Security-Policy in real Chromium
 * (docs/architecture.md#limits-and-headers): remotes load through Module Federation, styles apply,
 * audio plays from storage, the upload page's service worker registers, and the browser reports no
 * violation; the embed player may be framed by another site, any other page may not.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { createMember, signInAs } from '../data/discover-community.ts';
import { audioState, type PlayableTrack, uploadTrack } from '../data/player-tracks.ts';
import { DiscoverPage } from '../pages/discover-page.ts';

// The site as a visitor with motion sees it: the wave's worker draws under the policy too.
test.use({ reducedMotion: 'no-preference' });

const token = `csp${Date.now().toString(36)}`;
let track: PlayableTrack;
let owner: Awaited<ReturnType<typeof createMember>>;
let blog: Server;
let blogOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  owner = await createMember(baseURL as string, 'csp-owner');
  track = await uploadTrack(baseURL as string, owner, `Under policy ${token}`, 'flac', 20);
  // Another site framing two pages of ours: the embed player and the discover page.
  blog = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><body><iframe id="embed" src="${baseURL}/embed/audio/${track.id}" width="600" height="150"></iframe>` +
        `<iframe id="page" src="${baseURL}/discover" width="600" height="300"></iframe></body>`,
    );
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  blogOrigin = `http://127.0.0.1:${(blog.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => (blog ? blog.close(() => resolve()) : resolve())));

/** Every CSP violation the page's documents report, and the browser's console lines about CSP. */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return {
    console,
    reported: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

test('every page works under the policy and reports no violation', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  await signInAs(page, owner);

  // Discover: remotes load, styles apply, and a track plays from storage.
  const discover = new DiscoverPage(page);
  await discover.goto(`?q=${encodeURIComponent(track.title)}`);
  const card = discover.card(track.title);
  await expect(card).toBeVisible();
  // The stylesheets took effect: the page is not the browser's transparent default.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  await card.getByRole('button', { name: `Play ${track.title}` }).click();
  await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.3);
  expect(await violations.reported()).toEqual([]);

  for (const path of [`/audio/${track.id}`, '/library', '/upload', '/login', '/signup', '/no/such/page']) {
    await page.goto(`${baseURL}${path}`);
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await violations.reported(), path).toEqual([]);
  }
  // The upload page keeps uploads alive with a service worker, allowed by worker-src.
  await page.goto(`${baseURL}/upload`);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
    .toBeGreaterThan(0);
  expect(await violations.reported()).toEqual([]);
  expect(violations.console).toEqual([]);
});

test('another site may frame the embed player but no other page', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/frame-ancestors/.test(m.text())) refused.push(m.text());
  });
  await page.goto(`${blogOrigin}/post`);
  const embed = page.frameLocator('#embed').getByRole('region', { name: 'Embedded player' });
  await expect(embed.getByRole('heading', { name: track.title })).toBeVisible();
  await embed.getByRole('button', { name: 'Play' }).click();
  const embedAudio = page.frameLocator('#embed').getByTestId('embed-audio');
  await expect
    .poll(() => embedAudio.evaluate((el) => (el as HTMLAudioElement).currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.3);
  // The discover page in the other frame is refused by the browser: nothing of ours renders there.
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect(refused.join('\n')).toContain("frame-ancestors 'none'");
  await expect(page.frameLocator('#page').getByRole('heading')).toHaveCount(0);
});
