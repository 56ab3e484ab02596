/**
 * Like and unlike signed in (count and liked state survive a reload), the sign-in toast for
 * visitors, and the rollback when the like call fails (docs/product.md#4-states-and-transitions).
 */
import { expect, test } from '@playwright/test';
import { type CommunityTrack, createMember, createTracks, signInAs } from '../data/discover-community.ts';
import { DiscoverPage } from '../pages/discover-page.ts';

const token = `lk${Date.now().toString(36)}`;
let track: CommunityTrack;

test.beforeAll(async ({ baseURL }) => {
  const url = baseURL as string;
  const owner = await createMember(url, 'likes-owner');
  const likers = await Promise.all([0, 1].map((n) => createMember(url, `likes-liker${n}`)));
  [track] = (await createTracks(
    url,
    [{ title: `Liked ${token}`, genres: ['Test'], plays: 0, likes: 2, owner }],
    likers,
  )) as [CommunityTrack];
});

test('a member likes and unlikes; the count and the liked state survive a reload', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL as string, 'likes-fan');
  await signInAs(page, member);
  const discover = new DiscoverPage(page);
  await discover.goto(`?q=${token}`);
  const card = discover.card(track.title);
  await expect(card.getByTestId('like-count')).toHaveText('2');
  await card.getByRole('button', { name: `Like ${track.title}` }).click();
  await expect(card.getByTestId('like-count')).toHaveText('3');
  await expect(card.getByRole('button', { name: `Unlike ${track.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // wait for the like to be stored before reloading
  await expect(card.getByRole('button', { name: `Unlike ${track.title}` })).not.toHaveAttribute('aria-busy');

  await page.reload();
  await expect(card.getByTestId('like-count')).toHaveText('3');
  await expect(card.getByRole('button', { name: `Unlike ${track.title}` })).toBeVisible();

  await card.getByRole('button', { name: `Unlike ${track.title}` }).click();
  await expect(card.getByTestId('like-count')).toHaveText('2');
  await expect(card.getByRole('button', { name: `Like ${track.title}` })).not.toHaveAttribute('aria-busy');
  await page.goto(`/audio/${track.id}`);
  await expect(page.getByTestId('like-count')).toHaveText('2');
  await expect(page.getByRole('button', { name: `Like ${track.title}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a visitor is asked to sign in and nothing is counted', async ({ page }) => {
  const discover = new DiscoverPage(page);
  await discover.goto(`?q=${token}`);
  const card = discover.card(track.title);
  await card.getByRole('button', { name: `Like ${track.title}` }).click();
  await expect(page.getByText('Please sign in to like tracks')).toBeVisible();
  await expect(card.getByTestId('like-count')).toHaveText('2');
});

test('when the like call fails the count rolls back with the error toast', async ({ page, baseURL }) => {
  const member = await createMember(baseURL as string, 'likes-offline');
  await signInAs(page, member);
  const discover = new DiscoverPage(page);
  await discover.goto(`?q=${token}`);
  const card = discover.card(track.title);
  await expect(card.getByTestId('like-count')).toHaveText('2');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/likes*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    await route.abort('connectionfailed');
  });
  await card.getByRole('button', { name: `Like ${track.title}` }).click();
  await expect(card.getByTestId('like-count')).toHaveText('3');
  release();
  await expect(page.getByText('Failed to update like')).toBeVisible();
  await expect(card.getByTestId('like-count')).toHaveText('2');
  await expect(card.getByRole('button', { name: `Like ${track.title}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.unrouteAll();
  await page.reload();
  await expect(card.getByTestId('like-count')).toHaveText('2');
});
