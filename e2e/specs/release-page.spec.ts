/**
 * A release's page (docs/product.md#releases-visibility-and-licences): a visitor reads its tracks
 * in release order with what the release is worth and its licence, and "Play release" plays them
 * in that order; an unlisted release is not found by its id, plays from its secret link, and
 * after its owner's "Replace link" the old link opens nothing.
 */
import { expect, test } from '@playwright/test';
import { type CommunityMember, createMember, serviceRest, signInAs } from '../data/discover-community.ts';
import { type PlayableTrack, uploadTrack } from '../data/player-tracks.ts';

const run = `rel${Date.now().toString(36)}`;
const titles = ['one', 'two', 'three'].map((n) => `${run} ${n}`);
let releaseId = '';
let unlistedId = '';
let artist: CommunityMember;
let secretTrack = '';
const closedTitle = `${run} closed`;

test.beforeAll(async ({ baseURL }) => {
  const base = baseURL as string;
  artist = await createMember(base, 'release');
  const tracks: PlayableTrack[] = [];
  for (const title of titles) tracks.push(await uploadTrack(base, artist, title, 'wav', 5));
  const makeRelease = async (title: string, visibility: string) =>
    (
      await serviceRest<{ id: string }[]>(base, 'releases', {
        method: 'POST',
        body: { user_id: artist.id, title, kind: 'ep', licence: 'cc-by-sa-4.0', visibility },
      })
    )[0]?.id as string;
  releaseId = await makeRelease(`${run} EP`, 'public');
  unlistedId = await makeRelease(`${run} secret`, 'unlisted');
  // placed out of upload order: three is first
  await serviceRest(base, 'release_tracks', {
    method: 'POST',
    body: [2, 0, 1].map((t, i) => ({ release_id: releaseId, audio_file_id: tracks[t]?.id, position: i + 1 })),
  });
  // a public single with all rights reserved, which the Creative Commons filter leaves out
  await uploadTrack(base, artist, closedTitle, 'wav', 5);
  const secret = await uploadTrack(base, artist, `${run} hidden`, 'wav', 5);
  secretTrack = secret.title;
  await serviceRest(base, 'release_tracks', {
    method: 'POST',
    body: { release_id: unlistedId, audio_file_id: secret.id, position: 1 },
  });
});

test('a visitor reads the tracks in release order and Play release plays them in it', async ({ page }) => {
  await page.goto(`/release/${releaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${run} EP` })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Tracklist' }).getByRole('listitem');
  await expect(rows).toHaveText([/three/, /one/, /two/]);
  await expect(page.getByTestId('release-quality')).toHaveText(/^\d of 3 verified lossless · WAV/);
  await expect(page.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-sa/4.0/',
  );

  await page.getByRole('button', { name: 'Play release' }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByText(titles[2] as string).first()).toBeVisible();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await player.getByRole('button', { name: 'Next track' }).click();
  await expect(player.getByText(titles[0] as string).first()).toBeVisible();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
});

test('a CC BY-SA release: its licence in its embed and its oEmbed, and the Discover licence filter finds its tracks', async ({
  page,
  baseURL,
}) => {
  const pageUrl = `${baseURL}/release/${releaseId}`;
  const oembed = await (await fetch(`${baseURL}/oembed?url=${encodeURIComponent(pageUrl)}`)).json();
  expect(oembed).toMatchObject({
    title: `${run} EP`,
    html: expect.stringContaining(`/embed/release/${releaseId}"`),
    license: 'CC BY-SA 4.0',
    license_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  });

  await page.goto(`/embed/release/${releaseId}`);
  const embed = page.getByRole('region', { name: 'Embedded player' });
  await expect(embed.getByRole('heading', { name: `${run} EP` })).toBeVisible();
  await expect(embed.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-sa/4.0/',
  );
  await embed.getByRole('button', { name: 'Play release' }).click();
  await expect(embed).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await expect(embed.getByTestId('embed-current')).toHaveText(new RegExp(`^1\\. ${titles[2]}`));
  await embed.getByRole('button', { name: 'Next track' }).click();
  await expect(embed.getByTestId('embed-current')).toHaveText(new RegExp(`^2\\. ${titles[0]}`));

  await page.goto(`/discover?q=${run}`);
  const cards = page.getByTestId('track-card');
  await expect(cards.filter({ hasText: closedTitle })).toHaveCount(1);
  await page.getByLabel('Licence').selectOption('cc-by-sa-4.0');
  await expect(page).toHaveURL(/licence=cc-by-sa-4.0/);
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: closedTitle })).toHaveCount(0);
  await page.getByLabel('Licence').selectOption('cc');
  await expect(cards).toHaveCount(3);
});

test("the artist's profile lists the public release, never the unlisted one", async ({ page }) => {
  await page.goto(`/profile/${artist.id}`);
  const releases = page.getByRole('region', { name: 'Releases' });
  await expect(releases.getByRole('link', { name: new RegExp(`${run} EP`) })).toBeVisible();
  await expect(releases.getByRole('link')).toHaveCount(1);
});

test('an unlisted release: not found by its id, played from its link, shut by Replace link', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto(`/release/${unlistedId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Release Not Found' })).toBeVisible();

  // its owner copies the link from the release page
  const owner = await browser.newPage({ baseURL });
  await signInAs(owner, artist);
  await owner.goto(`/release/${unlistedId}`);
  const field = owner.getByLabel('Secret link');
  await expect(field).toHaveValue(/\/s\/[0-9a-f]{64}$/);
  const link = new URL(await field.inputValue()).pathname;

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `${run} secret` })).toBeVisible();
  await page.getByRole('button', { name: 'Play release' }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByText(secretTrack).first()).toBeVisible();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });

  await owner.getByRole('button', { name: 'Replace link' }).click();
  await expect(field).not.toHaveValue(new RegExp(`${link}$`));
  const fresh = new URL(await field.inputValue()).pathname;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Link Not Found' })).toBeVisible();
  await page.goto(fresh);
  await expect(page.getByRole('heading', { level: 1, name: `${run} secret` })).toBeVisible();
  await owner.close();
});

test('a member makes a release of their uploads in the Library, in the order they tick them', async ({
  page,
  baseURL,
}) => {
  const maker = await createMember(baseURL as string, 'maker');
  const made = [`${run} side a`, `${run} side b`];
  for (const title of made) await uploadTrack(baseURL as string, maker, title, 'wav', 5);
  await signInAs(page, maker);
  await page.goto('/library?tab=releases');
  const form = page.getByRole('form', { name: 'New release' });
  await form.getByRole('button', { name: 'Make release' }).click();
  await expect(form.getByRole('alert')).toHaveText('A release needs a title');

  await form.getByLabel('Release title').fill(`${run} double A`);
  await form.getByLabel('Kind').selectOption('single');
  await form.getByLabel('Licence').selectOption('cc-by-4.0');
  await form.getByRole('checkbox', { name: made[1] }).check();
  await form.getByRole('checkbox', { name: made[0] }).check();
  await form.getByRole('button', { name: 'Make release' }).click();

  await expect(page).toHaveURL(/\/release\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `${run} double A` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tracklist' }).getByRole('listitem')).toHaveText([
    /side b/,
    /side a/,
  ]);
  await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toBeVisible();
  // the release's licence is its tracks' default: each track page shows it
  await page.getByRole('link', { name: made[1] }).click();
  await expect(page.getByRole('heading', { level: 1, name: made[1] })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );
});
