/**
 * Each remote's standalone page (its own build, served alone on its own port, as a team runs it
 * without the shell) shows real data from the stack: mountStandalone reads /config.json, starts
 * the client and follows the session. The /config.json here names the stack's URL, as a remote's
 * dev server gets it by proxy.
 */
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type CommunityMember, createMember, signInAs } from '../data/discover-community.ts';
import { type PlayableTrack, uploadTrack } from '../data/player-tracks.ts';
import { flac24 } from '../data/upload-fixtures.ts';
import { adminRest } from '../data/upload-member.ts';
import { UploadPage } from '../pages/upload-page.ts';
import { remoteApps } from '../support/deploy.ts';
import { e2eRoot, repoRoot } from '../support/e2e-env.ts';
import { StaticServer } from '../support/static-server.ts';

const token = `sa${Date.now().toString(36)}`;
const servers = new Map<string, StaticServer>();
let member: CommunityMember;
let track: PlayableTrack;

/** The standalone page of `app`, at `path`. */
const at = (app: (typeof remoteApps)[number], path: string) => `${servers.get(app)?.url}${path}`;

test.beforeAll(async ({ baseURL }) => {
  const stack = baseURL as string;
  member = await createMember(stack, 'standalone');
  track = await uploadTrack(stack, member, `Standalone ${token}`, 'flac', 20);
  const config = (await (await fetch(`${stack}/config.json`)).json()) as Record<string, unknown>;
  for (const app of remoteApps) {
    const root = join(e2eRoot, 'standalone', app);
    await mkdir(root, { recursive: true });
    await cp(join(repoRoot, app, 'dist'), root, { recursive: true });
    await writeFile(join(root, 'config.json'), JSON.stringify({ ...config, supabaseUrl: stack }));
    const server = new StaticServer(root, 'index.html');
    await server.start();
    servers.set(app, server);
  }
});

test.afterAll(async () => {
  for (const server of servers.values()) await server.stop();
});

test("mf-discover alone shows the track page and Discover's search from the stack", async ({ page }) => {
  await page.goto(at('mf-discover', `/audio/${track.id}`));
  await expect(page.getByRole('heading', { name: track.title })).toBeVisible();
  await page.goto(at('mf-discover', `/discover?q=${token}`));
  await expect(page.getByRole('link', { name: track.title })).toBeVisible();
});

test("mf-library alone shows the signed-in member's uploads", async ({ page }) => {
  await signInAs(page, member);
  await page.goto(at('mf-library', '/library'));
  await expect(page.getByText(track.title)).toBeVisible();
});

test('mf-upload alone uploads a file into the stack as the signed-in member', async ({ page, baseURL }) => {
  await signInAs(page, member);
  await page.goto(at('mf-upload', '/upload'));
  const upload = new UploadPage(page);
  await upload.fill({ title: `Alone ${token}`, file: flac24() });
  await upload.submit.click();
  await expect
    .poll(
      async () =>
        (await adminRest<{ user_id: string }[]>(baseURL as string, `audio_files?title=eq.Alone%20${token}`))
          .length,
      { timeout: 30_000 },
    )
    .toBe(1);
});

test('mf-player alone loads a track from the stack and plays it', async ({ page }) => {
  await page.goto(at('mf-player', `/?track=${track.id}`));
  await expect(page.getByRole('heading', { name: track.title })).toBeVisible();
  await page.getByRole('button', { name: `Play ${track.title}` }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  await expect
    .poll(() => page.getByTestId('player-audio').evaluate((el) => (el as HTMLAudioElement).currentTime))
    .toBeGreaterThan(0.5);
});

test('mf-embed alone shows the embedded track from the stack', async ({ page }) => {
  await page.goto(at('mf-embed', `/embed/audio/${track.id}`));
  const embed = page.getByRole('region', { name: 'Embedded player' });
  await expect(embed.getByRole('heading', { name: track.title })).toBeVisible();
  await expect(embed.getByText(member.email.split('@')[0] as string, { exact: true })).toBeVisible();
});
