/**
 * The team loop of one remote: `rsbuild dev` in mf-discover (what
 * `pnpm --filter @hifi/mf-discover dev` runs) serves its standalone page with the stack's data
 * through the dev server's proxy, and the same server still serves the federated build the
 * shell's dev loop loads (mf-manifest.json).
 */
import { expect, test } from '@playwright/test';
import { createMember } from '../data/discover-community.ts';
import { type PlayableTrack, uploadTrack } from '../data/player-tracks.ts';
import { type RemoteDevServer, startRemoteDevServer } from '../support/remote-dev-server.ts';

const token = `dev${Date.now().toString(36)}`;
let server: RemoteDevServer;
let track: PlayableTrack;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  const stack = baseURL as string;
  const member = await createMember(stack, 'devloop');
  track = await uploadTrack(stack, member, `Dev loop ${token}`, 'flac', 20);
  server = await startRemoteDevServer('mf-discover', stack);
});

test.afterAll(async () => {
  await server?.stop();
});

test("mf-discover's dev server shows real tracks on its standalone page", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}/discover?q=${token}`);
  await expect(page.getByRole('link', { name: track.title })).toBeVisible();
  await page.getByRole('link', { name: track.title }).click();
  await expect(page.getByRole('heading', { name: track.title })).toBeVisible();
  expect(errors).toEqual([]);

  // What the shell's dev loop loads from the same server: the manifest and the container it names.
  const manifest = await (await page.request.get(`${server.url}/mf-manifest.json`)).json();
  expect(manifest.name).toBe('mf_discover');
  const container = await page.request.get(`${server.url}/${manifest.metaData.remoteEntry.name}`);
  expect(await container.text()).toContain('mf_discover');
});
