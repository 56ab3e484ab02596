/**
 * The size budget (docs/architecture.md#what-a-phone-downloads): the JavaScript a phone downloads
 * on a cold load of /discover and of the embed player, counted as transferred (Brotli from the
 * stack). Sizes of a build are deterministic, so this is a test, not a benchmark: a change that
 * pushes either page over its budget fails `pnpm test`. The figures are printed for the record.
 */
import { expect, test } from '@playwright/test';
import { createMember } from '../data/discover-community.ts';
import { type PlayableTrack, uploadTrack } from '../data/player-tracks.ts';
import { DiscoverPage } from '../pages/discover-page.ts';
import { describeLoad, kb, measureFirstLoad } from '../support/first-load.ts';

// Discover's was 240 KB; playlists, follows and people search on the first screen took it to
// 242.0 KB (with the search groups and the playlist dialog already split off). 244 KB holds the
// line until that is won back (docs/architecture.md#what-a-phone-downloads).
const budgets = { discover: 244 * 1024, embed: 130 * 1024 };

let track: PlayableTrack;

test.beforeAll(async ({ baseURL }) => {
  const owner = await createMember(baseURL as string, 'budget-owner');
  track = await uploadTrack(baseURL as string, owner, 'Budget tone', 'flac', 5);
});

test(`/discover's first-load JavaScript stays within ${kb(budgets.discover)}`, async ({ page }, testInfo) => {
  const discover = new DiscoverPage(page);
  const load = await measureFirstLoad(page, '/discover', async () => {
    await expect(discover.cards.first()).toBeVisible();
    // mf-player ran: its bar is there, with no height until something plays.
    await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'empty');
  });
  const report = describeLoad('/discover', load);
  console.log(report);
  await testInfo.attach('discover-first-load.txt', { body: report, contentType: 'text/plain' });
  expect(load.scripts.every((s) => s.encoding === 'br')).toBe(true);
  expect(load.jsBytes, report).toBeLessThanOrEqual(budgets.discover);
});

test(`the embed's first-load JavaScript stays within ${kb(budgets.embed)}`, async ({ page }, testInfo) => {
  const load = await measureFirstLoad(page, `/embed/audio/${track.id}`, async () => {
    await expect(page.getByRole('heading', { name: 'Budget tone' })).toBeVisible();
  });
  const report = describeLoad('the embed', load);
  console.log(report);
  await testInfo.attach('embed-first-load.txt', { body: report, contentType: 'text/plain' });
  expect(load.scripts.every((s) => s.encoding === 'br')).toBe(true);
  expect(load.jsBytes, report).toBeLessThanOrEqual(budgets.embed);
});
