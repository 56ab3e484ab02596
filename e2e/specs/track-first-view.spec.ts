/**
 * A track page's first view (supabase/functions/first-view: most shared links land on
 * /audio/{id}): the track is in the HTML before any script runs, rendered by the same TrackPage the
 * app draws, and the app takes it over without asking for the track again and without a shift.
 */
import { expect, test } from '@playwright/test';
import { createMember } from '../data/discover-community.ts';
import { type PlayableTrack, uploadTrack } from '../data/player-tracks.ts';
import { TrackPage } from '../pages/track-page.ts';
import { boxAtRelease, boxOf, saveData, takenOver } from '../support/first-view.ts';
import { watchLayoutShift } from '../support/layout-shift.ts';

let track: PlayableTrack;

test.beforeAll(async ({ baseURL }) => {
  const owner = await createMember(baseURL as string, 'track-first-view-owner');
  track = await uploadTrack(baseURL as string, owner, `Shared link ${Date.now().toString(36)}`, 'flac');
});

test('a shared track link shows the track with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`/audio/${track.id}`);
    await expect(page.getByRole('heading', { level: 1, name: track.title })).toBeVisible();
    await expect(page.getByRole('button', { name: `Play ${track.title}` })).toBeVisible();
    // the parts the app fetches on demand are drawn too: none of them appears a moment later
    await expect(page.getByRole('heading', { level: 2, name: 'Analysis' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the app takes the track page over: no new request for the track, no shift, and Play plays', async ({
  page,
}) => {
  const layoutShift = await watchLayoutShift(page);
  const trackReads: string[] = [];
  const analysisReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/rest/v1/audio_files?`) && request.url().includes(`id=eq.${track.id}`))
      trackReads.push(request.url());
    // the analysis came with the page too (it polls while the worker has the track, every 4 s)
    if (request.url().includes('/rest/v1/track_analyses?') && request.url().includes(track.id))
      analysisReads.push(request.url());
  });
  const headingAtRelease = await boxAtRelease(page, 'h1');
  // the title, the analysis panel and the comments' heading: where the view had them when the app
  // released it, and where the app draws them in its first frame after
  await page.addInitScript(() => {
    const parts = (root: Element | null) => {
      const headings = Array.from(root?.querySelectorAll('main h1, main h2') ?? []);
      return {
        title: headings.find((h) => h.tagName === 'H1'),
        analysis: headings.find((h) => h.textContent === 'Analysis')?.closest('section'),
        comments: headings.find((h) => h.textContent?.startsWith('Comments')),
      };
    };
    const places = (root: Element | null) =>
      Object.fromEntries(
        Object.entries(parts(root)).map(([name, element]) => {
          const box = element?.getBoundingClientRect();
          return [name, box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null];
        }),
      );
    document.addEventListener('hifi:first-view-released', () => {
      const w = window as unknown as { viewParts: unknown; appParts: unknown };
      w.viewParts = places(document.getElementById('hifi-first-view'));
      requestAnimationFrame(() => {
        w.appParts = places(document.getElementById('root'));
      });
    });
  });
  await page.goto(`/audio/${track.id}`);
  await takenOver(page);
  const trackPage = new TrackPage(page);
  await expect(trackPage.title).toHaveText(track.title);
  const before = await headingAtRelease();
  expect(before, 'the first view showed the heading when the app released it').toBeTruthy();
  expect(await trackPage.title.evaluate(boxOf)).toEqual(before);
  // the analysis panel and the comments too: the app draws them where the view had them, in its
  // first frame (not a moment later, once a part's code or data has come)
  await page.waitForFunction(() => (window as unknown as { appParts?: unknown }).appParts);
  const [viewParts, appParts] = await page.evaluate(() => {
    const w = window as unknown as { viewParts: unknown; appParts: unknown };
    return [w.viewParts, w.appParts];
  });
  for (const [part, box] of Object.entries(viewParts as Record<string, unknown>))
    expect(box, `the first view has the ${part}`).toBeTruthy();
  expect(appParts).toEqual(viewParts);
  expect(analysisReads, 'the app drew the analysis the page brought').toEqual([]);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  const cls = await layoutShift();
  console.log(`CLS of /audio/{id} through the takeover: ${cls.toFixed(4)}`);
  expect(cls).toBeLessThanOrEqual(0.05);
  expect(trackReads).toEqual([]);
  await page
    .getByRole('button', { name: `Play ${track.title}` })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'playing', {
    timeout: 30_000,
  });
});

test('Play clicked on the first view, before the app has started, plays once the app takes over', async ({
  page,
}) => {
  await saveData(page);
  await page.goto(`/audio/${track.id}`);
  const play = page.locator('#hifi-first-view').getByRole('button', { name: `Play ${track.title}` });
  await expect(play).toBeVisible();
  await play.click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
  await expect(player).toContainText(track.title);
  await expect(page.locator('#hifi-first-view')).toHaveCount(0);
});
