/**
 * Follows, the feed and notifications (docs/product.md#2-screens-and-routes): B follows A; A
 * publishes a track; B's bell counts it within 30 s without a reload (the 15 s poll) and /feed
 * lists it first; B comments at 1:05 and A's notification opens the track at 1:05.
 */
import { expect, test } from '@playwright/test';
import { type CommunityMember, createMember, setUsername, signInAs } from '../data/discover-community.ts';
import { makeAudio, storeAudioObject } from '../data/player-tracks.ts';
import { CommunityPage } from '../pages/community-page.ts';

const run = Date.now().toString(36);

/** A publishes as herself: the stored, verified file, then the row through /rest/v1 with her token. */
async function publish(baseURL: string, artist: CommunityMember, title: string): Promise<string> {
  const filePath = await storeAudioObject(baseURL, artist, makeAudio('wav', 75));
  const { supabaseAnonKey } = (await (await fetch(`${baseURL}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const res = await fetch(`${baseURL}/rest/v1/audio_files`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${artist.session.access_token as string}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify({ title, file_path: filePath, user_id: artist.id, genres: ['Test'] }),
  });
  if (!res.ok) throw new Error(`publishing answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }[])[0]?.id as string;
}

test('B follows A, hears of her new track within 30 s, and A is led to B’s comment at 1:05', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const url = baseURL as string;
  const [a, b] = await Promise.all([createMember(url, 'artist-a'), createMember(url, 'fan-b')]);
  await setUsername(url, a, `artist_${run}`);
  await setUsername(url, b, `fan_${run}`);
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await signInAs(pageB, b);
  const viewB = new CommunityPage(pageB);

  // B follows A on her profile; the counts follow.
  await pageB.goto(`/profile/${a.id}`);
  await expect(viewB.followers).toHaveText('0 followers');
  await viewB.follow.click();
  await expect(viewB.unfollow).toHaveAttribute('aria-pressed', 'true');
  await expect(viewB.followers).toHaveText('1 follower');
  await expect(viewB.bell).toHaveAccessibleName('Notifications');

  // A publishes; B's open page learns of it by itself.
  await pageB.goto('/discover');
  // A mark on the document: a reload would lose it.
  await pageB.evaluate(() => Object.assign(window, { notReloaded: true }));
  const title = `First light ${run}`;
  const trackId = await publish(url, a, title);
  const published = Date.now();
  await expect(viewB.unreadCount).toHaveText('1', { timeout: 30_000 });
  expect(Date.now() - published).toBeLessThan(30_000);
  await expect(viewB.bell).toHaveAccessibleName('Notifications, 1 unread');
  expect(await pageB.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await pageB.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Feed' }).click();
  await expect(viewB.feed.getByRole('listitem').first().getByRole('link', { name: title })).toBeVisible();

  // B plays it from 1:05 and comments there.
  await pageB.goto(`/audio/${trackId}?t=65`);
  const playerB = pageB.getByRole('region', { name: 'Player' });
  await pageB
    .getByRole('main')
    .getByRole('button', { name: `Play ${title}` })
    .click();
  await expect(playerB).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await playerB.getByRole('button', { name: 'Pause' }).click();
  await pageB.getByRole('checkbox', { name: 'At 1:05' }).check();
  await pageB.getByPlaceholder('Add a comment...').fill('this turn');
  await pageB.getByRole('button', { name: 'Post Comment' }).click();
  await expect(pageB.getByTestId('comment').filter({ hasText: 'this turn' })).toBeVisible();
  await contextB.close();

  // A opens her notifications: the comment leads to the track at 1:05.
  const contextA = await browser.newContext();
  const pageA = await contextA.newPage();
  await signInAs(pageA, a);
  const viewA = new CommunityPage(pageA);
  await pageA.goto('/discover');
  await expect(viewA.unreadCount).toHaveText('2'); // B's follow and comment
  await viewA.bell.click();
  const comment = viewA.notifications.getByRole('link', { name: `fan_${run} commented at 1:05 on ${title}` });
  await expect(comment).toBeVisible();
  await expect(viewA.unreadCount).toHaveCount(0); // opening the list marked them read
  await comment.click();
  await expect(pageA).toHaveURL(new RegExp(`/audio/${trackId}\\?t=65$`));
  const playerA = pageA.getByRole('region', { name: 'Player' });
  await pageA
    .getByRole('main')
    .getByRole('button', { name: `Play ${title}` })
    .click();
  await expect(playerA).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  const at = await pageA.getByTestId('player-audio').evaluate((el: HTMLAudioElement) => el.currentTime);
  expect(at).toBeGreaterThanOrEqual(65);
  expect(at).toBeLessThan(68);
  await contextA.close();
});
