/**
 * The persistent player in real Chromium: FLAC 24/96 and WAV play from discovery (ALAC plays
 * from the worker's FLAC rendition: analysis-npm-ffmpeg.spec.ts, whose stack runs the worker);
 * playback survives navigation; seeking moves the audio; one play row per track per player.
 */
import { expect, type Page, test } from '@playwright/test';
import { createMember } from '../data/discover-community.ts';
import { audioState, type PlayableTrack, playCount, uploadTrack } from '../data/player-tracks.ts';
import { DiscoverPage } from '../pages/discover-page.ts';

const token = `pl${Date.now().toString(36)}`;
let tracks: Record<'flac' | 'wav', PlayableTrack>;

test.beforeAll(async ({ baseURL }) => {
  const owner = await createMember(baseURL as string, 'player-owner');
  tracks = {
    flac: await uploadTrack(baseURL as string, owner, `FLAC 24-96 ${token}`, 'flac'),
    wav: await uploadTrack(baseURL as string, owner, `WAV 16-44 ${token}`, 'wav'),
  };
});

async function playFromDiscovery(page: Page, track: PlayableTrack) {
  const discover = new DiscoverPage(page);
  await discover.goto(`?q=${encodeURIComponent(track.title)}`);
  const card = discover.card(track.title);
  await card.getByRole('button', { name: `Play ${track.title}` }).click();
}

async function expectAdvancing(page: Page, beyond = 0.3) {
  const start = (await audioState(page)).time;
  await expect
    .poll(async () => (await audioState(page)).time, { timeout: 15_000 })
    .toBeGreaterThan(start + beyond);
  expect((await audioState(page)).paused).toBe(false);
}

for (const format of ['flac', 'wav'] as const) {
  test(`plays a ${format.toUpperCase()} track from discovery and time advances`, async ({ page }) => {
    await playFromDiscovery(page, tracks[format]);
    const player = page.getByRole('region', { name: 'Player' });
    await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
    await expect(player.getByText(tracks[format].title)).toBeVisible();
    await expectAdvancing(page);
    // The OS (and keyboard media keys) see the track through the Media Session.
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(tracks[format].title);
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
    const { src } = await audioState(page);
    expect(src).toContain(`/storage/v1/object/public/audio/${tracks[format].filePath}`);
  });
}

test('keeps playing across three pages, seeks, and records the play once', async ({ page }) => {
  const track = tracks.flac;
  const baseURL = test.info().project.use.baseURL as string;
  const before = await playCount(baseURL, track.id);
  await playFromDiscovery(page, track);
  await expectAdvancing(page);
  const src = (await audioState(page)).src;

  // Three pages of the main layout, by the app's own links (no reload).
  const discover = new DiscoverPage(page);
  await discover.card(track.title).getByRole('link', { name: track.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/audio/${track.id}$`));
  await expectAdvancing(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expectAdvancing(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expectAdvancing(page);
  expect((await audioState(page)).src).toBe(src);

  // Seek: a click at three quarters of the bar moves the audio there.
  const slider = page.getByRole('region', { name: 'Player' }).getByRole('slider', { name: 'Seek' });
  const box = await slider.boundingBox();
  if (!box) throw new Error('no seek bar');
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
  const { duration } = await audioState(page);
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(duration * 0.7);
  await expectAdvancing(page, 0.2);

  // Pause and play again (bar button, then Space): still one play for this player instance.
  await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  await page.locator('body').press('Space');
  await expectAdvancing(page, 0.2);
  await expect.poll(() => playCount(baseURL, track.id)).toBe(before + 1);
  await page.waitForTimeout(500);
  expect(await playCount(baseURL, track.id)).toBe(before + 1);
});

test("a track page's play fetches no audio before the press, and the first press plays it", async ({
  page,
}) => {
  const track = tracks.flac;
  const audioRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/storage/v1/object/public/audio/${track.filePath}`))
      audioRequests.push(request.method());
  });
  await page.goto(`/audio/${track.id}`);
  const play = page.getByRole('button', { name: `Play ${track.title}` });
  await expect(play).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The idle player is readied for the page's track (ready-start): no byte of it is fetched,
  // and the bar still says nothing is playing.
  expect(audioRequests).toEqual([]);
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-state', 'empty');
  await expect(player.getByText('Nothing playing')).toBeVisible();

  await play.click();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  await expectAdvancing(page);
  expect((await audioState(page)).src).toContain(`/storage/v1/object/public/audio/${track.filePath}`);
  expect(audioRequests.length).toBeGreaterThan(0);
});
