/**
 * Playing from a list queues it (docs/product.md): Discover with its search and sort, Next and
 * Previous in the player, and the next track starting by itself when one ends.
 */
import { expect, test } from '@playwright/test';
import { createMember, signInAs } from '../data/discover-community.ts';
import { playerAudio, uploadTrack } from '../data/player-tracks.ts';

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

test('Add to queue, Play next, the Queue panel, and a queue, volume and position that survive a reload', async ({
  page,
}) => {
  await page.goto(`/discover?q=${run}&sort=recent`);
  const card = (title: string) => page.getByTestId('track-card').filter({ hasText: title });
  const player = page.getByRole('region', { name: 'Player' });

  // nothing playing: Add to queue makes the track the current one, paused
  await card(titles[0] as string)
    .getByRole('button', { name: 'Add to queue' })
    .click();
  await expect(player.getByText(titles[0] as string).first()).toBeVisible();
  await expect(player).toHaveAttribute('data-state', 'paused', { timeout: 20_000 });
  await card(titles[1] as string)
    .getByRole('button', { name: 'Add to queue' })
    .click();
  await card(titles[2] as string)
    .getByRole('button', { name: 'Play next' })
    .click();

  await player.getByRole('button', { name: 'Queue', exact: true }).click();
  const queue = page.getByRole('dialog', { name: 'Queue' });
  const upNext = queue.getByRole('list', { name: 'Up next' }).getByRole('listitem');
  await expect(upNext).toHaveText([titles[2] as string, titles[1] as string]);
  await queue.getByRole('button', { name: `Move ${titles[1]} up` }).click();
  await expect(upNext).toHaveText([titles[1] as string, titles[2] as string]);
  await queue.getByRole('button', { name: `Remove ${titles[2]} from the queue` }).click();
  await expect(upNext).toHaveText([titles[1] as string]);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(player.getByText(titles[0] as string).first()).toBeVisible();
  await player.getByRole('button', { name: 'Queue', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Queue' }).getByRole('listitem')).toHaveText([
    titles[1] as string,
  ]);
  await page.keyboard.press('Escape');
  await player.getByRole('button', { name: 'Next track' }).click();
  await expect(player.getByText(titles[1] as string).first()).toBeVisible();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });

  // The volume and the second it was left at survive a reload too.
  const volume = player.getByRole('slider', { name: 'Volume' });
  await volume.focus();
  for (let step = 0; step < 25; step++) await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveValue('0.75');
  await expect
    .poll(() => playerAudio(page).evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2);
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(player).toHaveAttribute('data-state', 'paused');
  const left = await playerAudio(page).evaluate((el: HTMLAudioElement) => el.currentTime);
  const second = Math.floor(left);
  await expect(player.getByTestId('elapsed')).toHaveText(`0:0${second}`);

  await page.reload();
  await expect(player.getByText(titles[1] as string).first()).toBeVisible();
  await expect(player.getByRole('slider', { name: 'Volume' })).toHaveValue('0.75');
  await expect(player.getByTestId('elapsed')).toHaveText(`0:0${second}`);
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  const resumed = await playerAudio(page).evaluate((el: HTMLAudioElement) => ({
    time: el.currentTime,
    volume: el.volume,
  }));
  expect(resumed.time).toBeGreaterThanOrEqual(second);
  expect(resumed.time).toBeLessThan(left + 1.5);
  expect(resumed.volume).toBeCloseTo(0.75, 2);
});

test('a comment pinned to the moment plays the track from there', async ({ page, baseURL }) => {
  const listener = await createMember(baseURL as string, 'pinner');
  await signInAs(page, listener);
  const title = titles[0] as string;
  const id = await page
    .evaluate(async () => 0)
    .then(async () => {
      await page.goto(`/discover?q=${encodeURIComponent(title)}`);
      const href = await page.getByRole('link', { name: title, exact: true }).getAttribute('href');
      return href?.split('/').pop() as string;
    });
  await page.goto(`/audio/${id}?t=3`);
  const player = page.getByRole('region', { name: 'Player' });
  await page
    .getByRole('main')
    .getByRole('button', { name: `Play ${title}` })
    .click();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await player.getByRole('button', { name: 'Pause' }).click();
  const at = page.getByRole('checkbox', { name: /^At 0:0\d$/ });
  await expect(at).toBeVisible();
  const moment = ((await at.locator('..').textContent()) ?? '').trim().replace('At ', '');
  await at.check();
  await page.getByPlaceholder('Add a comment...').fill('listen to this bit');
  await page.getByRole('button', { name: 'Post Comment' }).click();

  const comment = page.getByTestId('comment').filter({ hasText: 'listen to this bit' });
  await expect(comment.getByRole('button', { name: moment })).toBeVisible();
  await player.getByRole('button', { name: 'Close player' }).click();
  await comment.getByRole('button', { name: moment }).click();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  const seconds = Number(moment.split(':')[1]);
  const time = await page.getByTestId('player-audio').evaluate((el: HTMLAudioElement) => el.currentTime);
  expect(time).toBeGreaterThanOrEqual(seconds);
  expect(time).toBeLessThan(seconds + 2);
});
