/**
 * How the stack serves the built site to a browser (docs/architecture.md#what-a-phone-downloads):
 * JavaScript and CSS arrive Brotli-encoded, and a second visit revalidates index.html and the
 * remotes' manifests (no-cache) with a 304 instead of downloading them again, while hashed files
 * come from the cache.
 */
import { expect, type Response, test } from '@playwright/test';
import { DiscoverPage } from '../pages/discover-page.ts';

// A view of Discover with a query string: the plain shell page. The default view carries its first
// page of tracks (supabase/functions/first-view), so other journeys' likes may change it between
// the visits; its 304 for an unchanged page is backend/src/functions/first-view.test.ts's.
const view = '?sort=plays';
const isPage = (url: string) => url.endsWith(`/discover${view}`);
const isRevalidated = (url: string) => isPage(url) || url.endsWith('/mf-manifest.json');

test('JS and CSS arrive Brotli-encoded; a second visit gets index.html and the manifests as 304', async ({
  page,
}) => {
  const discover = new DiscoverPage(page);
  const first: Response[] = [];
  const onFirst = (response: Response) => first.push(response);
  page.on('response', onFirst);
  await discover.goto(view);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Hi-Fi Audio' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('response', onFirst);

  const assets = first.filter((r) => /\.(js|css)$/.test(new URL(r.url()).pathname));
  expect(assets.length).toBeGreaterThan(5);
  for (const asset of assets) {
    expect(await asset.headerValue('content-encoding'), asset.url()).toBe('br');
  }
  const manifests = first.filter((r) => r.url().endsWith('/mf-manifest.json'));
  expect(manifests.length).toBeGreaterThanOrEqual(2);
  for (const response of [...manifests, ...first.filter((r) => isPage(r.url()))]) {
    expect(response.status()).toBe(200);
    expect(await response.headerValue('etag'), response.url()).toMatch(/^W\/"/);
  }

  // A later visit (a new navigation, not a reload: a reload bypasses the validators of the page).
  // Chromium reports a revalidated entry to the page as the cached 200; the protocol's extra
  // info has the status that came over the wire.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const statuses: { id: string; status: number }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  // The extra info may come before the request's own event (a request the preload scanner started
  // early often does): its URL is looked up when read, not when it arrives.
  cdp.on('Network.responseReceivedExtraInfo', (event) =>
    statuses.push({ id: event.requestId, status: event.statusCode }),
  );
  const wireOf = () => statuses.map(({ id, status }) => ({ url: urls.get(id) ?? '', status }));
  await page.goto('about:blank');
  await discover.goto(view);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Hi-Fi Audio' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The player's remote is asked for once the page is idle: wait until both manifests went over the wire.
  await expect
    .poll(() => wireOf().filter((r) => r.url.endsWith('/mf-manifest.json')).length)
    .toBeGreaterThanOrEqual(2);

  const wire = wireOf();
  const revalidated = wire.filter((r) => isRevalidated(r.url));
  expect(revalidated.filter((r) => isPage(r.url))).toHaveLength(1);
  expect(revalidated.filter((r) => r.url.endsWith('/mf-manifest.json')).length).toBeGreaterThanOrEqual(2);
  for (const response of revalidated) expect(response.status, response.url).toBe(304);
  // Hashed files are not asked for at all: they are cached as immutable.
  expect(wire.filter((r) => /\/static\/(js|css)\//.test(r.url))).toEqual([]);
});
