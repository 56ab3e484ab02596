/**
 * Prefetch that helps (docs/decisions/0009): a play button warms its track when the pointer rests
 * on it, the player warms the next track of its queue, the player's first request for a warmed
 * track is then answered from the browser's cache (Chromium's own account of it, over CDP), and
 * with Save-Data nothing is fetched ahead.
 */
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { createMember } from '../data/discover-community.ts';
import { type PlayableTrack, uploadTrack } from '../data/player-tracks.ts';
import { DiscoverPage } from '../pages/discover-page.ts';

const token = `pf${Date.now().toString(36)}`;
let tracks: PlayableTrack[];

test.beforeAll(async ({ baseURL }) => {
  const owner = await createMember(baseURL as string, 'prefetch-owner');
  // three, so one is not among the first two Discover warms by itself
  tracks = [];
  for (const n of [1, 2, 3])
    tracks.push(await uploadTrack(baseURL as string, owner, `Prefetch ${n} ${token}`, 'flac'));
});

interface AudioRequest {
  id: string;
  range: string | undefined;
  type: string | undefined;
  status?: number;
  fromCache: boolean;
  bytesOnTheWire?: number;
}

/** Every request for a track's object as Chromium's network layer sees it, in order. */
async function recordAudioRequests(
  page: Page,
): Promise<{ cdp: CDPSession; requests: Map<string, AudioRequest[]> }> {
  const cdp = await page.context().newCDPSession(page);
  const requests = new Map<string, AudioRequest[]>();
  const byId = new Map<string, AudioRequest>();
  const objectOf = (url: string) => /\/storage\/v1\/object\/public\/audio\/([^?]+)/.exec(url)?.[1];
  cdp.on('Network.requestWillBeSent', (event) => {
    const object = objectOf(event.request.url);
    if (!object) return;
    const headers = event.request.headers as Record<string, string>;
    const request: AudioRequest = {
      id: event.requestId,
      range: headers.Range ?? headers.range,
      type: event.type,
      fromCache: false,
    };
    byId.set(event.requestId, request);
    requests.set(object, [...(requests.get(object) ?? []), request]);
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = byId.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    if (event.response.fromDiskCache) request.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.bytesOnTheWire = event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return { cdp, requests };
}

async function openList(page: Page) {
  const discover = new DiscoverPage(page);
  await discover.goto(`?q=${token}`);
  await expect(discover.cards).toHaveCount(3);
  await page.waitForLoadState('networkidle');
  return discover;
}

test('a hovered play button warms its track and the player starts from those bytes', async ({ page }) => {
  const { requests } = await recordAudioRequests(page);
  const discover = await openList(page);
  // the list's third track: Discover warms only the first two by itself
  const title = (await discover.titles())[2] as string;
  const track = tracks.find((t) => t.title === title) as PlayableTrack;
  expect(requests.get(track.filePath)).toBeUndefined();

  const play = discover.card(title).getByRole('button', { name: `Play ${title}` });
  await play.hover();
  await expect.poll(() => requests.get(track.filePath)?.[0]?.bytesOnTheWire).toBeGreaterThan(0);
  const [warm] = requests.get(track.filePath) as AudioRequest[];
  expect(warm?.range).toBe('bytes=0-524287');
  expect(warm?.status).toBe(206);

  await play.click();
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'playing', {
    timeout: 15_000,
  });
  const played = (requests.get(track.filePath) as AudioRequest[]).slice(1);
  expect(played[0]?.type).toBe('Media');
  expect(played[0]?.fromCache, "the player's first range came from the cache").toBe(true);
});

test('the player warms the next track of its queue, and Next starts from those bytes', async ({ page }) => {
  const { requests } = await recordAudioRequests(page);
  const discover = await openList(page);
  // the second track, so the next is the third, which nothing on the page has warmed
  const [, second, third] = await discover.titles();
  const next = tracks.find((t) => t.title === third) as PlayableTrack;
  await discover
    .card(second as string)
    .getByRole('button', { name: `Play ${second}` })
    .click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  await expect
    .poll(() => requests.get(next.filePath)?.[0]?.bytesOnTheWire, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const [warm] = requests.get(next.filePath) as AudioRequest[];
  expect(warm?.range).toBe('bytes=0-524287');

  await player.getByRole('button', { name: 'Next track' }).click();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  await expect(player.getByText(third as string)).toBeVisible();
  const played = (requests.get(next.filePath) as AudioRequest[]).slice(1);
  expect(played[0]?.type).toBe('Media');
  expect(played[0]?.fromCache, "the player's first range of the next track came from the cache").toBe(true);
});

test('with Save-Data nothing is fetched ahead, on the page or on hover and focus', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
  });
  const { requests } = await recordAudioRequests(page);
  const playerFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/mf-player/')) playerFiles.push(request.url());
  });
  const discover = await openList(page);
  for (const title of await discover.titles()) {
    const play = discover.card(title).getByRole('button', { name: `Play ${title}` });
    await play.hover();
    await play.focus();
  }
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  expect([...requests.keys()]).toEqual([]);
  // nor the player's remote, while there is nothing to play
  expect(playerFiles).toEqual([]);

  // The contrast: a track nothing warmed is fetched from the stack when played (the player's
  // remote loading first, after the click).
  const [title] = await discover.titles();
  const track = tracks.find((t) => t.title === title) as PlayableTrack;
  await discover
    .card(title as string)
    .getByRole('button', { name: `Play ${title}` })
    .click();
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'playing', {
    timeout: 15_000,
  });
  const [played] = requests.get(track.filePath) as AudioRequest[];
  expect(played?.type).toBe('Media');
  expect(played?.fromCache).toBe(false);
});
