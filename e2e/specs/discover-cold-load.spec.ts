/**
 * A cold /discover (docs/architecture.md#what-a-phone-downloads): the config and registry come in
 * the page itself (no request), the Discover remote's files are asked for with the shell's own
 * (preload hints in the HTML), the first page of tracks is asked for once, by the shell, and read
 * by the remote from the one query cache, and the page does not shift while its parts arrive
 * (CLS ≤ 0.05, Chromium's layout-shift entries). These are the page as a plain static host serves
 * it, without Discover's first view (supabase/functions/first-view; its own journey is
 * discover-first-view.spec.ts): the client renders it all, which is the path that must stay quick
 * and still.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { createMember, createTracks, setUsername } from '../data/discover-community.ts';
import { DiscoverPage } from '../pages/discover-page.ts';
import { watchLayoutShift } from '../support/layout-shift.ts';

const token = `cl${Date.now().toString(36)}`;
/** The built shell and mf-discover feature 'ada' (PUBLIC_FEATURED_USERNAME unset). */
const BUILT_FEATURED = 'ada';
const featuredName = `featured-${token}`;

test.beforeAll(async ({ baseURL }) => {
  const url = baseURL as string;
  const owner = await createMember(url, 'cold-load-owner');
  await setUsername(url, owner, featuredName);
  await createTracks(
    url,
    [
      {
        title: `Cold load ${token}`,
        description: 'A featured track with a one-line description',
        genres: ['Cold'],
        plays: 0,
        likes: 0,
        owner,
      },
    ],
    [],
  );
});

/** /discover as the shell's plain page (the same page the site serves, without the first view). */
async function withoutFirstView(page: Page) {
  await page.route('**/discover', async (route) => {
    const plain = new URL('/index.html?route=/discover', route.request().url());
    await route.fulfill({ response: await route.fetch({ url: plain.toString() }) });
  });
}

/** When a request started and its response ended, in ms since the epoch (Playwright's timing). */
function span(request: Request) {
  const { startTime, responseEnd } = request.timing();
  return { start: startTime, end: startTime + responseEnd };
}

test('config and registry come in the page, the remote loads beside the shell, the first page is asked for once', async ({
  page,
}) => {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  await withoutFirstView(page);
  const discover = new DiscoverPage(page);
  await page.goto('/discover');
  await expect(discover.cards.first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const path = (request: Request) => new URL(request.url()).pathname;
  // read from the page's inert JSON, not fetched (supabase/functions/_shared/page-inlines.ts)
  expect(finished.filter((r) => ['/config.json', '/remotes.json'].includes(path(r))).map(path)).toEqual([]);

  const firstPages = finished.filter(
    (r) =>
      path(r) === '/rest/v1/audio_files' &&
      r.url().includes('order=likes_count.desc') &&
      r.method() === 'GET',
  );
  // one request: the remote found the page the shell had asked for under the same key
  expect(firstPages).toHaveLength(1);
  const manifests = finished.filter((r) => path(r) === '/remotes/mf-discover/mf-manifest.json');
  // the preloaded manifest is the one the federation runtime read
  expect(manifests).toHaveLength(1);
  const remoteFiles = finished.filter((r) => path(r).startsWith('/remotes/mf-discover/'));
  const shellScripts = finished.filter(
    (r) => r.resourceType() === 'script' && !path(r).startsWith('/remotes/'),
  );
  const lastShellScript = Math.max(...shellScripts.map((r) => span(r).end));
  const data = span(firstPages[0] as Request);
  console.log(
    `the remote's ${remoteFiles.length} files started ${Math.round(data.start - Math.max(...remoteFiles.map((r) => span(r).start)))} ms before the first page was asked for`,
  );
  // not a step after the shell: the remote's manifest, entry and page files start (from the
  // page's preload hints) before the shell's own scripts have all arrived
  for (const file of ['mf-manifest.json', 'mf_discover.', '__federation_expose_DiscoverPage']) {
    const request = remoteFiles.find((r) => path(r).includes(file));
    if (!request) throw new Error(`${file} was not loaded`);
    expect(span(request).start, `${file} starts before the shell's last script has arrived`).toBeLessThan(
      lastShellScript,
    );
  }
});

// a phone's screen as `pnpm bench:web` measures it, and a desktop's
for (const [name, viewport] of Object.entries({
  'a 412 px phone': { width: 412, height: 823 },
  'a 1280 px desktop': { width: 1280, height: 720 },
})) {
  test.describe(name, () => {
    test.use({ viewport });

    test('a cold /discover does not shift while the featured card and the list arrive (CLS ≤ 0.05)', async ({
      page,
    }) => {
      const layoutShift = await watchLayoutShift(page);
      // This journey's member is the featured user (as a build naming them would ask), and the answer
      // comes late, after the page has drawn: the card's place must already be kept.
      await page.route(`**/rest/v1/profiles?*username=eq.${BUILT_FEATURED}*`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue({
          url: route.request().url().replace(`eq.${BUILT_FEATURED}`, `eq.${featuredName}`),
        });
      });
      await withoutFirstView(page);
      const discover = new DiscoverPage(page);
      await page.goto('/discover');
      const featured = page.getByRole('region', { name: 'Featured' });
      await expect(featured.getByTestId('featured-skeleton')).toBeVisible();
      await expect(discover.cards.first()).toBeVisible();
      await expect(featured.getByRole('link', { name: `Cold load ${token}`, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // layout-shift entries are reported after the frame that shifted
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))),
      );
      const cls = await layoutShift();
      console.log(`CLS of a cold /discover at ${name}: ${cls.toFixed(4)}`);
      expect(cls).toBeLessThanOrEqual(0.05);
    });
  });
}
