/**
 * Discover's first view (supabase/functions/first-view: LCP at the first paint, docs/decisions/0009): the
 * first screen is in the HTML before any script runs, the app takes it over without asking for
 * the first page again and without a layout shift, and with Save-Data the page shows its tracks
 * in ≤ 100 KB and starts the app only when the visitor acts: a click on Play then plays.
 */
import { expect, type Page, test } from '@playwright/test';
import { createMember, serviceRoleKey } from '../data/discover-community.ts';
import { type PlayableTrack, uploadTrack } from '../data/player-tracks.ts';
import { DiscoverPage } from '../pages/discover-page.ts';
import { boxAtRelease, boxOf, saveData, takenOver } from '../support/first-view.ts';
import { watchLayoutShift } from '../support/layout-shift.ts';

const token = `fv${Date.now().toString(36)}`;
let track: PlayableTrack;

test.beforeAll(async ({ baseURL }) => {
  const owner = await createMember(baseURL as string, 'first-view-owner');
  track = await uploadTrack(baseURL as string, owner, `First view ${token}`, 'flac');
  // on the default view's first page (most liked) whatever the other journeys have added
  const key = await serviceRoleKey();
  const raised = await fetch(`${baseURL}/rest/v1/audio_files?id=eq.${track.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ likes_count: 1_000_000 }),
  });
  expect(raised.ok).toBe(true);
});

/** The sum of every response's bytes on the wire (Chromium's account, over CDP). */
async function countBytes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const bytes = new Map<string, { url: string; type: string; bytes: number }>();
  const types = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => types.set(e.requestId, e.type ?? ''));
  cdp.on('Network.loadingFinished', (e) =>
    bytes.set(e.requestId, { url: '', type: types.get(e.requestId) ?? '', bytes: e.encodedDataLength }),
  );
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type ?? ''));
  await cdp.send('Network.enable');
  return {
    total: () => [...bytes.values()].reduce((sum, r) => sum + r.bytes, 0),
    scripts: () => [...bytes.values()].filter((r) => r.type === 'Script').length,
  };
}

test('the first screen is in the HTML: with JavaScript off the cards are there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/discover');
    const discover = new DiscoverPage(page);
    await expect(page.getByRole('heading', { name: 'Discover Hi-Fi Audio' })).toBeVisible();
    const card = discover.card(track.title);
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: `Play ${track.title}` })).toBeVisible();
    // links are plain links: the track page opens without the app
    await expect(card.getByRole('link', { name: track.title, exact: true })).toHaveAttribute(
      'href',
      `/audio/${track.id}`,
    );
  } finally {
    await context.close();
  }
});

test('the app takes the first view over: no new request for the first page, no shift, interactive', async ({
  page,
}) => {
  const layoutShift = await watchLayoutShift(page);
  const firstPages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/audio_files') && request.url().includes('order=likes_count.desc'))
      firstPages.push(request.url());
  });
  const cardAtRelease = await boxAtRelease(page, `ul[aria-label="Tracks"] [data-track-id="${track.id}"]`);
  await page.goto('/discover');
  const discover = new DiscoverPage(page);
  const card = discover.card(track.title);
  // the app's page replaces the first view (its root was hidden until then)
  await takenOver(page);
  await expect(page.locator('#root')).toBeVisible();
  await expect(card).toBeVisible();
  const before = await cardAtRelease();
  expect(before, 'the first view showed the card when the app released it').toBeTruthy();
  expect(await card.evaluate(boxOf)).toEqual(before);
  await page.waitForLoadState('networkidle');
  // layout-shift entries are reported after the frame that shifted
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  const cls = await layoutShift();
  console.log(`CLS of /discover through the takeover: ${cls.toFixed(4)}`);
  expect(cls).toBeLessThanOrEqual(0.05);
  // the first page came with the page
  expect(firstPages).toEqual([]);
  // the app answers: the search filters (the first view's field alone would do nothing)
  await discover.search.fill(token);
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  await expect(discover.cards).toHaveCount(1);
});

test('with Save-Data the page shows its tracks in ≤ 100 KB and a click on Play starts the app and plays', async ({
  page,
}) => {
  await saveData(page);
  const wire = await countBytes(page);
  await page.goto('/discover');
  const discover = new DiscoverPage(page);
  const play = discover.card(track.title).getByRole('button', { name: `Play ${track.title}` });
  await expect(play).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  console.log(
    `a Save-Data visit fetched ${(wire.total() / 1024).toFixed(1)} KB in ${wire.scripts()} scripts`,
  );
  expect(wire.scripts()).toBe(1); // the boot script, nothing of the app
  expect(wire.total()).toBeLessThanOrEqual(100 * 1024);

  await play.click();
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'playing', {
    timeout: 30_000,
  });
  await expect(page.getByRole('region', { name: 'Player' })).toContainText(track.title);
});

test('with Save-Data a search typed before the app has started carries over to the app', async ({ page }) => {
  await saveData(page);
  await page.goto('/discover');
  const discover = new DiscoverPage(page);
  await expect(page.locator('#hifi-first-view')).toBeVisible();
  // typed into the first view's field (focusing it starts the app)
  await page.locator('#hifi-first-view').getByRole('searchbox', { name: 'Search' }).fill(token);
  await expect(page).toHaveURL(new RegExp(`q=${token}`), { timeout: 30_000 });
  await expect(discover.cards).toHaveCount(1);
  await expect(discover.search).toHaveValue(token);
  await expect(discover.search).toBeFocused();
});

test('the first view offers "Sign In" to a visitor and never shows it to a member', async ({ page }) => {
  await saveData(page); // the first view stays on screen (the app waits for the visitor to act)
  await page.goto('/discover');
  const signIn = page.locator('#hifi-first-view').getByRole('link', { name: 'Sign In' });
  await expect(signIn).toBeVisible();
  // a session in the auth client's storage: the page is a member's
  await page.evaluate(() => localStorage.setItem('hifi-auth', '{"access_token":"a member\'s"}'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Discover Hi-Fi Audio' })).toBeVisible();
  await expect(signIn).toBeHidden();
});
