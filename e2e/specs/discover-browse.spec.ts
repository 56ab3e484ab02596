/**
 * Discovery (docs/product.md#discovery) in Chromium on the stack: search (title and description,
 * any case), genre from the select and from a chip mirrored in ?genre=, each sort in the server's
 * order, page after page without duplicates to the end, skeletons then cards, the empty text,
 * one request per settled search and no stale overwrite.
 */
import { expect, test } from '@playwright/test';
import {
  type CommunityTrack,
  createMember,
  createTracks,
  setUsername,
  type TrackSpec,
} from '../data/discover-community.ts';
import { DiscoverPage } from '../pages/discover-page.ts';

const token = `zq${Date.now().toString(36)}`;
const jazz = `Jazz ${token}`;
const ambient = `Ambient ${token}`;
let tracks: CommunityTrack[] = [];

test.beforeAll(async ({ baseURL }) => {
  const url = baseURL as string;
  const owner = await createMember(url, 'disc-owner');
  await setUsername(url, owner, `owner_${token}`);
  const likers = await Promise.all([0, 1, 2, 3].map((n) => createMember(url, `disc-liker${n}`)));
  const specs: TrackSpec[] = Array.from({ length: 25 }, (_, i) => ({
    title: `${token} Track ${String(i).padStart(2, '0')}`,
    description: i === 4 ? 'Binaural MIDNIGHT rain, no processing' : `Take ${i}`,
    genres: i % 3 === 0 ? [jazz, ambient] : [ambient],
    plays: (i * 7) % 25, // every count different: one right order
    likes: i % 5,
    owner,
  }));
  specs.push({ title: `Midnight Rain ${token}`, genres: [jazz], plays: 25, likes: 0, owner });
  tracks = await createTracks(url, specs, likers);
});

test('skeleton cards show while the first page loads, then the cards', async ({ page }) => {
  const discover = new DiscoverPage(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/audio_files?*', async (route) => {
    await held;
    await route.continue();
  });
  await discover.goto(`?q=${token}`);
  await expect(discover.skeletons).toHaveCount(4);
  release();
  await expect(discover.cards).toHaveCount(10);
  await expect(discover.skeletons).toHaveCount(0);
});

test('search matches title and description in any case, and says so when nothing matches', async ({
  page,
}) => {
  const discover = new DiscoverPage(page);
  await discover.goto();
  await discover.search.fill('bInAuRaL MIDnight');
  await expect(page).toHaveURL(/q=bInAuRaL\+MIDnight/);
  await expect(discover.cards).toHaveCount(1);
  await expect(discover.card(`${token} Track 04`)).toBeVisible();
  await discover.search.fill(`midnight RAIN ${token.toUpperCase()}`);
  await expect(discover.card(`Midnight Rain ${token}`)).toBeVisible();
  await expect(discover.cards).toHaveCount(1);
  await discover.search.fill(`${token} nothing like this`);
  await expect(discover.empty).toBeVisible();
  await expect(discover.cards).toHaveCount(0);
});

test('the genre select and a genre chip filter the list through ?genre=', async ({ page }) => {
  const discover = new DiscoverPage(page);
  await discover.goto(`?q=${token}`);
  await expect(discover.genre.locator('option', { hasText: jazz })).toHaveCount(1);
  await discover.genre.selectOption(jazz);
  await expect(page).toHaveURL(
    new RegExp(`genre=${encodeURIComponent(jazz).replaceAll('%20', '(\\+|%20)')}`),
  );
  const jazzCount = tracks.filter((t) => t.genres.includes(jazz)).length;
  expect(await discover.scrollToEnd()).toBe(jazzCount);
  await expect(discover.cards).toHaveCount(jazzCount);
  await discover.genre.selectOption('all');
  await expect(page).not.toHaveURL(/genre=/);
  await expect(discover.cards).toHaveCount(10);

  await discover.list
    .getByRole('button', { name: `Filter by ${jazz}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/discover\?.*genre=/);
  await expect(discover.genre).toHaveValue(jazz);
  await discover.scrollToEnd();
  await expect(discover.cards).toHaveCount(jazzCount);
  // a shared link opens the same view
  await page.reload();
  await expect(discover.genre).toHaveValue(jazz);
  await expect(discover.search).toHaveValue(token);
});

test('each sort pages in the order of the server counts, without duplicates, to the end', async ({
  page,
}) => {
  const discover = new DiscoverPage(page);
  const mine = tracks;

  await discover.goto(`?q=${token}&sort=plays`);
  await expect(discover.sort).toHaveValue('plays');
  await expect(discover.cards).toHaveCount(10);
  expect(await discover.scrollToEnd()).toBe(mine.length);
  const byPlays = [...mine].sort((a, b) => b.plays - a.plays).map((t) => t.title);
  expect(await discover.titles()).toEqual(byPlays);

  await discover.sort.selectOption('recent');
  await expect(page).toHaveURL(/sort=recent/);
  await expect(discover.cards).toHaveCount(10);
  await discover.scrollToEnd();
  const byRecent = [...mine].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((t) => t.title);
  expect(await discover.titles()).toEqual(byRecent);

  await discover.sort.selectOption('likes');
  await expect(page).not.toHaveURL(/sort=/);
  await expect(discover.cards).toHaveCount(10);
  await discover.scrollToEnd();
  const titles = await discover.titles();
  expect(new Set(titles).size).toBe(mine.length);
  const counts = (await discover.cards.getByTestId('like-count').allTextContents()).map(Number);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(counts).toEqual(mine.map((t) => t.likes).sort((a, b) => b - a));
});

test('a search asks the server once typing settles, and a slow older answer never wins', async ({ page }) => {
  const discover = new DiscoverPage(page);
  await discover.goto();
  await expect(discover.cards.first()).toBeVisible();
  const searches: string[] = [];
  await page.route('**/rest/v1/audio_files?*', async (route) => {
    const or = new URL(route.request().url()).searchParams.get('or') ?? '';
    const match = /title\.ilike\."%([^%]*)%"/.exec(or);
    if (match?.[1]) searches.push(match[1]);
    // the first search answers late: after the newer one
    if (match?.[1] === `${token} Track 0`) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  // The page's timers under the test's control: typing speed on a loaded machine cannot decide it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  const typed = `${token} Track 0`;
  await discover.search.pressSequentially(typed);
  await page.clock.runFor(299);
  await page.waitForTimeout(300);
  expect(searches).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(() => searches).toEqual([typed]);

  await discover.search.fill(`Midnight Rain ${token}`);
  await page.clock.runFor(300);
  await expect(discover.cards).toHaveCount(1);
  // the slow answer to the older search arrives now and must not replace the list
  await page.waitForTimeout(1800);
  await expect(discover.cards).toHaveCount(1);
  await expect(discover.card(`Midnight Rain ${token}`)).toBeVisible();
  expect(searches).toEqual([typed, `Midnight Rain ${token}`]);
});

test('the default view features the featured user’s newest track; a filtered view does not', async ({
  page,
  baseURL,
}) => {
  const url = baseURL as string;
  // PUBLIC_FEATURED_USERNAME is unset in the build: the featured user is 'ada'
  const ada = await createMember(url, 'featured');
  await setUsername(url, ada, 'ada');
  await createTracks(
    url,
    [
      { title: `Older ${token}`, genres: [ambient], plays: 0, likes: 0, owner: ada },
      { title: `Newest ${token}`, genres: [ambient], plays: 0, likes: 0, owner: ada },
    ],
    [],
  );
  const discover = new DiscoverPage(page);
  await discover.goto();
  const featured = page.getByRole('region', { name: 'Featured' });
  await expect(featured.getByRole('link', { name: `Newest ${token}`, exact: true })).toBeVisible();
  await discover.sort.selectOption('recent');
  await expect(discover.cards.first()).toBeVisible();
  await expect(featured).toHaveCount(0);
});
