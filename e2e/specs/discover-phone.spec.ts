/**
 * Phone first (docs/product.md#discover): at 390 px Discover's filters wait behind a "Filters"
 * button that counts the active ones, so the featured track and the first card start on the
 * first screen; the player bar takes no height until something plays. Makes a member the
 * featured user ('ada'), so it runs alone.
 */
import { expect, test } from '@playwright/test';
import { createMember, createTracks, serviceRoleKey, setUsername } from '../data/discover-community.ts';
import { DiscoverPage } from '../pages/discover-page.ts';

const token = `ph${Date.now().toString(36)}`;
const FEATURED = 'ada';

async function releaseUsername(baseURL: string, username: string) {
  const key = await serviceRoleKey();
  const res = await fetch(`${baseURL}/rest/v1/profiles?username=eq.${username}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ username: `${username}-${token}-${Math.floor(Math.random() * 1e6)}` }),
  });
  if (!res.ok) throw new Error(`releasing ${username} answered ${res.status}: ${await res.text()}`);
}

test.beforeAll(async ({ baseURL }) => {
  const url = baseURL as string;
  await releaseUsername(url, FEATURED);
  const ada = await createMember(url, 'phone-featured');
  await setUsername(url, ada, FEATURED);
  await createTracks(
    url,
    [
      { title: `Featured ${token}`, genres: ['Phone'], plays: 0, likes: 0, owner: ada },
      { title: `Second ${token}`, genres: ['Phone'], plays: 0, likes: 0, owner: ada },
    ],
    [],
  );
});

test.afterAll(async ({ baseURL }) => {
  await releaseUsername(baseURL as string, FEATURED);
});

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the featured track and the first card start on the first screen; the player takes no height', async ({
  page,
}) => {
  const discover = new DiscoverPage(page);
  // The server's first view (before the app) already has the phone layout.
  await page.goto('/discover');
  const screen = page.viewportSize()?.height as number;
  const firstView = page.locator('#hifi-first-view');
  if (await firstView.count()) {
    const shown = firstView.getByRole('button', { name: 'Filters' });
    if (await shown.count()) await expect(shown).toBeVisible();
  }
  await firstView.waitFor({ state: 'detached' });

  const featured = page.getByRole('region', { name: 'Featured' });
  // ada's newest track is featured
  await expect(featured.getByRole('link', { name: `Second ${token}` })).toBeVisible();
  await expect(discover.cards.first()).toBeVisible();
  const featuredTop = (await featured.boundingBox())?.y as number;
  const cardTop = (await discover.cards.first().boundingBox())?.y as number;
  console.log(`at 390x${screen}: featured track at ${featuredTop} px, first card at ${cardTop} px`);
  expect(featuredTop).toBeLessThan(screen);
  expect(cardTop).toBeLessThan(screen);

  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-state', 'empty');
  expect((await page.getByTestId('player-slot').boundingBox())?.height ?? 0).toBe(0);

  // The filters: hidden behind the button until asked for; the button counts the active ones.
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(discover.genre).toBeHidden();
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await discover.genre.selectOption('Phone');
  await page.getByLabel('Hide suspected lossy').check();
  await expect(filters).toHaveAccessibleName('Filters, 2 active');
  await filters.click();
  await expect(discover.genre).toBeHidden();
  await expect(page).toHaveURL(/genre=Phone/);

  // Once something plays, the bar is there.
  await discover.cards
    .first()
    .getByRole('button', { name: new RegExp(`^Play .*${token}$`) })
    .click();
  await expect(player).not.toHaveAttribute('data-state', 'empty');
  expect((await page.getByTestId('player-slot').boundingBox())?.height ?? 0).toBeGreaterThan(0);
});

test('on a desktop the filters show without the button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const discover = new DiscoverPage(page);
  await discover.goto();
  await expect(discover.genre).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
});
