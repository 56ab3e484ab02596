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
  } finally {
    await context.close();
  }
});

test('the app takes the track page over: no new request for the track, no shift, and Play plays', async ({
  page,
}) => {
  const layoutShift = await watchLayoutShift(page);
  const trackReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/rest/v1/audio_files?`) && request.url().includes(`id=eq.${track.id}`))
      trackReads.push(request.url());
  });
  const headingAtRelease = await boxAtRelease(page, 'h1');
  await page.goto(`/audio/${track.id}`);
  await takenOver(page);
  const trackPage = new TrackPage(page);
  await expect(trackPage.title).toHaveText(track.title);
  const before = await headingAtRelease();
  expect(before, 'the first view showed the heading when the app released it').toBeTruthy();
  expect(await trackPage.title.evaluate(boxOf)).toEqual(before);
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
