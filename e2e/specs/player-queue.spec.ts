/**
 * Playing from a list queues it (docs/product.md): Discover with its search and sort, Next and
 * Previous in the player, and the next track starting by itself when one ends.
 */
import { expect, test } from '@playwright/test';
import { createMember } from '../data/discover-community.ts';
import { uploadTrack } from '../data/player-tracks.ts';

const run = `queue${Date.now().toString(36)}`;
const titles = ['first', 'second', 'third'].map((n) => `${run} ${n}`);

test.beforeAll(async ({ baseURL }) => {
  const owner = await createMember(baseURL as string, 'queue');
  // one after another, so "Most Recent" lists them third, second, first
  for (const title of titles) await uploadTrack(baseURL as string, owner, title, 'wav', 5);
});

test('Discover queues its list: Next, Previous, and the next track after the end', async ({ page }) => {
  await page.goto(`/discover?q=${run}&sort=recent`);
  await expect(page.getByTestId('track-card')).toHaveCount(3);
  const player = page.getByRole('region', { name: 'Player' });
  const playing = async (title: string) => {
    await expect(player.getByText(title).first()).toBeVisible();
    await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  };

  await page.getByRole('button', { name: `Play ${titles[2]}` }).click();
  await playing(titles[2] as string);
  await expect(player.getByRole('button', { name: 'Previous track' })).toBeEnabled();

  await player.getByRole('button', { name: 'Next track' }).click();
  await playing(titles[1] as string);

  await player.getByRole('button', { name: 'Previous track' }).click();
  await playing(titles[2] as string);
  await player.getByRole('button', { name: 'Next track' }).click();
  await playing(titles[1] as string);

  // the five seconds of the second run out: the first starts by itself, the last of the list
  await expect(player.getByText(titles[0] as string).first()).toBeVisible({ timeout: 20_000 });
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await expect(player.getByRole('button', { name: 'Next track' })).toBeDisabled();
});
