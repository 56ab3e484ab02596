/**
 * The embed player inside an <iframe> on a page of another origin (as a blog embedding the
 * oEmbed html would have it): it fits 600x150 without scrollbars and plays.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createMember } from '../data/discover-community.ts';
import { type PlayableTrack, playCount, uploadTrack } from '../data/player-tracks.ts';
import { signIn, testUser } from '../support/session.ts';

const token = `em${Date.now().toString(36)}`;
let track: PlayableTrack;
let blog: Server;
let blogUrl: string;

test.beforeAll(async ({ baseURL }) => {
  const owner = await createMember(baseURL as string, 'embed-owner');
  track = await uploadTrack(baseURL as string, owner, `Embedded "quoted" <b>${token}</b>`, 'flac', 30);
  // The blog takes the iframe from the site's own oEmbed answer, as an oEmbed consumer does.
  const oembed = await fetch(
    `${baseURL}/oembed?url=${encodeURIComponent(`${baseURL}/audio/${track.id}`)}&format=json`,
  );
  const { html } = (await oembed.json()) as { html: string };
  blog = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><body style="margin:20px"><h1>A blog post</h1>${html}</body></html>`);
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  blogUrl = `http://127.0.0.1:${(blog.address() as AddressInfo).port}/post`;
});

test.afterAll(() => new Promise<void>((resolve) => (blog ? blog.close(() => resolve()) : resolve())));

test('plays inside an iframe on another origin, fitting 600x150 without scrollbars', async ({
  page,
  baseURL,
}) => {
  await page.goto(blogUrl);
  const frameElement = page.locator('iframe');
  await expect(frameElement).toHaveAttribute('width', '600');
  await expect(frameElement).toHaveAttribute('height', '150');
  const frame = page.frameLocator('iframe');
  const player = frame.getByRole('region', { name: 'Embedded player' });
  await expect(player.getByRole('heading', { name: `Embedded "quoted" <b>${token}</b>` })).toBeVisible();
  await expect(player.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/audio/${track.id}`);
  await expect(player.getByTestId('like-count')).toHaveText('0');

  const overflow = await frame.locator('html').evaluate(() => ({
    x: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    y: document.documentElement.scrollHeight - document.documentElement.clientHeight,
  }));
  expect(overflow).toEqual({ x: 0, y: 0 });

  const before = await playCount(baseURL as string, track.id);
  await player.getByRole('button', { name: 'Play' }).click();
  const audio = frame.getByTestId('embed-audio');
  await expect
    .poll(() => audio.evaluate((el) => (el as HTMLAudioElement).currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(player.getByTestId('duration')).toHaveText('0:30');

  // A click on the seek bar jumps there.
  const slider = player.getByRole('slider', { name: 'Seek' });
  const box = await slider.boundingBox();
  if (!box) throw new Error('no seek bar');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => audio.evaluate((el) => (el as HTMLAudioElement).currentTime)).toBeGreaterThan(13);
  await expect.poll(() => playCount(baseURL as string, track.id)).toBe(before + 1);
});

test("shows 'Audio not found' for a missing track", async ({ page }) => {
  await page.goto('/embed/audio/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Audio not found')).toBeVisible();
});

test('the track page HTML carries its link-preview tags, and the app still boots from it', async ({
  page,
  request,
  baseURL,
}) => {
  const html = await (await request.get(`/audio/${track.id}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<meta property="og:type" content="music.song">');
  expect(head).toContain(`<meta name="twitter:player" content="${baseURL}/embed/audio/${track.id}">`);
  expect(head).toContain(
    `<meta property="og:title" content="Embedded &quot;quoted&quot; &lt;b&gt;${token}&lt;/b&gt;">`,
  );
  expect(head).toContain('type="application/json+oembed"');
  expect(head).not.toContain('<b>');
  await page.goto(`/audio/${track.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Embedded "quoted" <b>${token}</b>` }),
  ).toBeVisible();
  // mf-player ran: its bar is there, with no height until something plays.
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'empty');
});

test('the embed does no session work, unlike the site around it', async ({ page }) => {
  // An expired stored session: the site refreshes it at start (and fails: the token is unknown).
  await signIn(page, testUser, -60);
  const authCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/auth/v1')) authCalls.push(request.url());
  });
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Discover Hi-Fi Audio' })).toBeVisible();
  await expect.poll(() => authCalls.length).toBeGreaterThan(0);

  authCalls.length = 0;
  await page.goto(`/embed/audio/${track.id}`);
  await expect(page.getByRole('region', { name: 'Embedded player' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(authCalls).toEqual([]);
});
