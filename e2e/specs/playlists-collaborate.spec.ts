/**
 * Playlists (docs/product.md#playlists): member A makes one from a track card, adds tracks from
 * Discover, the track page and the player, reorders with the keyboard, and "Play all" plays them
 * in that order; A invites B, who is notified and adds a track; a visitor reads the public
 * playlist without any way to change it, and the unlisted one only through its secret link —
 * never by its id, and no longer through a link A replaced.
 */
import { expect, type Page, test } from '@playwright/test';
import { createMember, setUsername, signInAs } from '../data/discover-community.ts';
import { uploadTrack } from '../data/player-tracks.ts';
import { CommunityPage } from '../pages/community-page.ts';
import { PlaylistPage } from '../pages/playlist-page.ts';

const run = `pl${Date.now().toString(36)}`;
const titles = ['one', 'two', 'three', 'four'].map((n) => `${run} ${n}`) as [string, string, string, string];
const playlistTitle = `Road trip ${run}`;

test('A builds a playlist and shares it; B edits it; a visitor reads it, unlisted only by its link', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const url = baseURL as string;
  const [artist, a, b] = await Promise.all([
    createMember(url, 'pl-artist'),
    createMember(url, 'pl-a'),
    createMember(url, 'pl-b'),
  ]);
  await Promise.all([setUsername(url, a, `lists_a_${run}`), setUsername(url, b, `lists_b_${run}`)]);
  const tracks = [];
  for (const title of titles) tracks.push(await uploadTrack(url, artist, title, 'wav', 4));
  const [one, two, three, four] = tracks as [
    (typeof tracks)[0],
    (typeof tracks)[0],
    (typeof tracks)[0],
    (typeof tracks)[0],
  ];

  const contextA = await browser.newContext();
  const pageA = await contextA.newPage();
  await signInAs(pageA, a);
  const viewA = new PlaylistPage(pageA);

  // From a track card on Discover: a new playlist, with the card's track in it.
  await pageA.goto(`/discover?q=${run}&sort=recent`);
  await expect(pageA.getByTestId('track-card')).toHaveCount(4);
  await viewA.card(one.title).getByRole('button', { name: 'Add to playlist' }).click();
  await viewA.dialog.getByLabel('New playlist title').fill(playlistTitle);
  await viewA.dialog.getByRole('button', { name: 'New playlist' }).click();
  await expect(viewA.dialog).toBeHidden();

  // From the track page.
  await pageA.goto(`/audio/${two.id}`);
  await pageA.getByRole('main').getByRole('button', { name: 'Add to playlist' }).click();
  await viewA.pick(playlistTitle);

  // From the player, while the track plays.
  await pageA.goto(`/discover?q=${run}&sort=recent`);
  await viewA
    .card(three.title)
    .getByRole('button', { name: `Play ${three.title}` })
    .click();
  await expect(viewA.player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await viewA.player.getByRole('button', { name: 'Add to playlist' }).click();
  await viewA.pick(playlistTitle);
  await viewA.player.getByRole('button', { name: 'Pause' }).click();

  // The sidebar lists it; its page shows the three in the order they were added.
  await pageA.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: playlistTitle }).click();
  await expect(pageA).toHaveURL(/\/playlist\/[0-9a-f-]{36}$/);
  const playlistUrl = new URL(pageA.url()).pathname;
  await expect(pageA.getByRole('heading', { level: 1, name: playlistTitle })).toBeVisible();
  await expect(viewA.facts).toContainText('3 tracks');
  await expect(viewA.titles).toHaveText([one.title, two.title, three.title]);

  // Reordered with the keyboard: the third picked up, moved up twice, dropped — and kept.
  await viewA.moveWithKeyboard(three.title, 'ArrowUp', 2);
  await expect(viewA.titles).toHaveText([three.title, one.title, two.title]);
  await pageA.reload();
  await expect(viewA.titles).toHaveText([three.title, one.title, two.title]);

  // "Play all" queues it in that order.
  await pageA.getByRole('button', { name: 'Play all' }).click();
  await viewA.playing(three.title);
  await viewA.player.getByRole('button', { name: 'Next track' }).click();
  await viewA.playing(one.title);
  await viewA.player.getByRole('button', { name: 'Next track' }).click();
  await viewA.playing(two.title);
  await expect(viewA.player.getByRole('button', { name: 'Next track' })).toBeDisabled();
  await viewA.player.getByRole('button', { name: 'Pause' }).click();

  // A invites B to edit.
  await pageA.getByLabel('Invite an editor by username').fill(`lists_b_${run}`);
  await pageA.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(pageA.getByRole('list', { name: 'Editors' })).toHaveText(`lists_b_${run}`);

  // B is told, follows the notification, and adds a track from its page.
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await signInAs(pageB, b);
  const viewB = new PlaylistPage(pageB);
  const community = new CommunityPage(pageB);
  await pageB.goto('/discover');
  await expect(community.unreadCount).toHaveText('1');
  await community.bell.click();
  await community.notifications
    .getByRole('link', { name: `lists_a_${run} invited you to edit ${playlistTitle}` })
    .click();
  await expect(pageB).toHaveURL(playlistUrl);
  await expect(viewB.titles).toHaveText([three.title, one.title, two.title]);
  await pageB.goto(`/audio/${four.id}`);
  await pageB.getByRole('main').getByRole('button', { name: 'Add to playlist' }).click();
  await expect(viewB.dialog.getByRole('button', { name: new RegExp(playlistTitle) })).toContainText('Editor');
  await viewB.pick(playlistTitle);
  await pageB.goto(playlistUrl);
  await expect(viewB.titles).toHaveText([three.title, one.title, two.title, four.title]);
  // An editor neither changes who may read it nor invites.
  await expect(pageB.getByLabel('Visibility')).toHaveCount(0);
  await expect(pageB.getByLabel('Invite an editor by username')).toHaveCount(0);
  await contextB.close();

  // A visitor reads the public playlist and has nothing to change it with.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const viewV = new PlaylistPage(visitor);
  await visitor.goto(playlistUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: playlistTitle })).toBeVisible();
  await expect(viewV.titles).toHaveText([three.title, one.title, two.title, four.title]);
  await expect(visitor.getByText(`lists_a_${run}`)).toBeVisible();
  for (const name of [/^Move /, /^Remove /, /^Add to playlist$/, /^Replace link$/]) {
    await expect(visitor.getByRole('button', { name })).toHaveCount(0);
  }
  // Nor through the API with the page's own key.
  expect(await visitorDeletes(visitor, playlistUrl.split('/').at(-1) as string)).toBe(0);
  await visitor.reload();
  await expect(viewV.titles).toHaveCount(4);

  // Unlisted: not by its id any more, only through its secret link; a replaced link is dead.
  await pageA.getByLabel('Visibility').selectOption('unlisted');
  const linkField = pageA.getByLabel('Secret link');
  await expect(linkField).toHaveValue(/\/s\/[0-9a-f]{64}$/);
  const link = new URL(await linkField.inputValue()).pathname;
  await visitor.goto(playlistUrl);
  await expect(viewV.notFound).toBeVisible();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: playlistTitle })).toBeVisible();
  await expect(viewV.titles).toHaveText([three.title, one.title, two.title, four.title]);

  await pageA.getByRole('button', { name: 'Replace link' }).click();
  await expect(linkField).not.toHaveValue(new RegExp(`${link}$`));
  const fresh = new URL(await linkField.inputValue()).pathname;
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Link Not Found' })).toBeVisible();
  await visitor.goto(fresh);
  await expect(viewV.titles).toHaveCount(4);
  await visitorContext.close();
  await contextA.close();
});

/** A visitor's DELETE of the playlist's tracks through /rest/v1, with the anon key the page uses. */
async function visitorDeletes(page: Page, playlistId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const { supabaseAnonKey } = (await (await fetch('/config.json')).json()) as { supabaseAnonKey: string };
    const res = await fetch(`/rest/v1/playlist_tracks?playlist_id=eq.${id}`, {
      method: 'DELETE',
      headers: {
        apikey: supabaseAnonKey,
        authorization: `Bearer ${supabaseAnonKey}`,
        prefer: 'return=representation',
      },
    });
    return res.ok ? ((await res.json()) as unknown[]).length : 0;
  }, playlistId);
}
