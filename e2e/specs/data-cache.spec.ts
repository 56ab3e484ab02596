/**
 * One query cache behind every view of a track. A like or an edit made in one place (a card, the
 * track page, the player bar) shows everywhere the track is on screen or cached, without a reload:
 * navigation below is by in-app links and history only.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  type CommunityMember,
  type CommunityTrack,
  createMember,
  createTracks,
  serviceRoleKey,
  setUsername,
  signInAs,
} from '../data/discover-community.ts';
import { makeAudio, storeAudioObject } from '../data/player-tracks.ts';
import { wav16 } from '../data/upload-fixtures.ts';
import { apiTrack, signInAsNewMember } from '../data/upload-member.ts';
import { DiscoverPage } from '../pages/discover-page.ts';
import { LibraryPage } from '../pages/library-page.ts';
import { TrackPage } from '../pages/track-page.ts';

const token = `dc${Date.now().toString(36)}`;
// PUBLIC_FEATURED_USERNAME is unset in the build: the featured user is 'ada'
const FEATURED = 'ada';

/** Frees the featured username (another journey on this stack may hold it). */
async function releaseUsername(baseURL: string, username: string) {
  const key = await serviceRoleKey();
  const res = await fetch(`${baseURL}/rest/v1/profiles?username=eq.${username}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ username: `${username}-${token}-${Math.floor(Math.random() * 1e6)}` }),
  });
  if (!res.ok) throw new Error(`releasing ${username} answered ${res.status}: ${await res.text()}`);
}

/** Counts a page load: the journeys below must never reload the document. */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count++;
  });
  return loads;
}

let featured: CommunityTrack;
let ada: CommunityMember;

test.beforeAll(async ({ baseURL }) => {
  const url = baseURL as string;
  await releaseUsername(url, FEATURED);
  ada = await createMember(url, 'cache-featured');
  await setUsername(url, ada, FEATURED);
  // enough likes to lead the default (most liked) list, so the featured track is also a list card
  const likers = await Promise.all([0, 1, 2, 3, 4].map((n) => createMember(url, `cache-liker${n}`)));
  [featured] = (await createTracks(
    url,
    [{ title: `Featured ${token}`, genres: ['Cache'], plays: 0, likes: 5, owner: ada }],
    likers,
  )) as [CommunityTrack];
  // a real file behind it, so it plays in the player bar
  const filePath = await storeAudioObject(url, ada, makeAudio('wav', 30));
  const key = await serviceRoleKey();
  const res = await fetch(`${url}/rest/v1/audio_files?id=eq.${featured.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ file_path: filePath }),
  });
  if (!res.ok) throw new Error(`pointing the featured track at its file answered ${res.status}`);
});

test.afterAll(async ({ baseURL }) => {
  await releaseUsername(baseURL as string, FEATURED);
});

test('liking the featured track updates its list card, its track page and the player without a reload', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL as string, 'cache-fan');
  await signInAs(page, member);
  const discover = new DiscoverPage(page);
  await discover.goto();
  const loads = countLoads(page);
  const region = page.getByRole('region', { name: 'Featured' });
  const featuredCard = region.getByTestId('track-card');
  const listCard = discover.card(featured.title);
  await expect(featuredCard.getByRole('link', { name: featured.title, exact: true })).toBeVisible();
  await expect(listCard.getByTestId('like-count')).toHaveText('5');

  // the featured track plays: the player bar has its like too
  await featuredCard.getByRole('button', { name: `Play ${featured.title}` }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await expect(player.getByRole('button', { name: `Like ${featured.title}, 5 likes` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // the track page is read (and cached) before the like
  await listCard.getByRole('link', { name: featured.title, exact: true }).click();
  const trackPage = new TrackPage(page);
  await expect(trackPage.title).toHaveText(featured.title);
  await expect(page.getByRole('main').getByTestId('like-count')).toHaveText('5');
  await page.goBack();

  await featuredCard.getByRole('button', { name: `Like ${featured.title}` }).click();
  await expect(featuredCard.getByTestId('like-count')).toHaveText('6');
  await expect(listCard.getByTestId('like-count')).toHaveText('6');
  await expect(listCard.getByRole('button', { name: `Unlike ${featured.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(featuredCard.getByRole('button', { name: `Unlike ${featured.title}` })).not.toHaveAttribute(
    'aria-busy',
  );
  await expect(player.getByRole('button', { name: `Unlike ${featured.title}, 6 likes` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await listCard.getByRole('link', { name: featured.title, exact: true }).click();
  await expect(trackPage.title).toHaveText(featured.title);
  const main = page.getByRole('main');
  await expect(main.getByTestId('like-count')).toHaveText('6');
  await expect(main.getByRole('button', { name: `Unlike ${featured.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // and back: unliking on the track page shows on both Discover cards
  await main.getByRole('button', { name: `Unlike ${featured.title}` }).click();
  await expect(main.getByTestId('like-count')).toHaveText('5');
  await expect(main.getByRole('button', { name: `Like ${featured.title}` })).not.toHaveAttribute('aria-busy');
  await page.goBack();
  await expect(featuredCard.getByTestId('like-count')).toHaveText('5');
  await expect(listCard.getByTestId('like-count')).toHaveText('5');
  await expect(listCard.getByRole('button', { name: `Like ${featured.title}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(player.getByRole('button', { name: `Like ${featured.title}, 5 likes` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // and the player's own like shows on the cards
  await player.getByRole('button', { name: `Like ${featured.title}, 5 likes` }).click();
  await expect(featuredCard.getByTestId('like-count')).toHaveText('6');
  await expect(listCard.getByRole('button', { name: `Unlike ${featured.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(player.getByRole('button', { name: `Unlike ${featured.title}, 6 likes` })).not.toHaveAttribute(
    'aria-busy',
  );
  expect(loads.count).toBe(0);
});

test('editing a title in the library updates the library, Discover and the player bar', async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  const member = await signInAsNewMember(page, base, 'cache-editor');
  const before = `Draft ${token}`;
  const after = `Master ${token}`;
  const track = await apiTrack(base, member, {
    title: before,
    genres: ['Cache'],
    wav: readFileSync(wav16(`cache-${Date.now()}.wav`)),
  });

  // Discover holds the track (cached), then the track plays in the player bar
  const discover = new DiscoverPage(page);
  await discover.goto(`?q=${token}&sort=recent`);
  const loads = countLoads(page);
  await expect(discover.card(before)).toBeVisible();
  await discover.card(before).getByRole('link', { name: before, exact: true }).click();
  await expect(new TrackPage(page).title).toHaveText(before);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Play ${before}` })
    .click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByText(before, { exact: true })).toBeVisible();

  // edit in the library
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Library' }).click();
  const library = new LibraryPage(page);
  await library
    .card(before)
    .getByRole('button', { name: `Edit ${before}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Audio File' });
  await dialog.getByLabel('Title').fill(after);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(library.toast('Audio file updated successfully')).toBeVisible();
  await expect.poll(() => library.titles()).toEqual([after]);
  await expect(player.getByText(after, { exact: true })).toBeVisible();
  await expect(player.getByText(before, { exact: true })).toHaveCount(0);

  // Discover, from its cache, shows the new title
  await page.goBack();
  await page.goBack();
  await expect(discover.card(after)).toBeVisible();
  await expect(discover.list.getByRole('link', { name: before, exact: true })).toHaveCount(0);
  expect(track.id).toBeTruthy();
  expect(loads.count).toBe(0);
});
