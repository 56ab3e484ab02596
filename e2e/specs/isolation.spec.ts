/**
 * Must-show 3: one remote's server stops; its routes show the fallback with Retry while the
 * layout and every other route keep working; when it is back, Retry loads it.
 * A second stack serves the same build with a registry that points mf_library at its own server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2ePort, e2eRoot, jwtSecret, siteDir } from '../support/e2e-env.ts';
import { signIn } from '../support/session.ts';
import { type StackProcess, startStackProcess } from '../support/stack-process.ts';
import { StaticServer } from '../support/static-server.ts';

let libraryServer: StaticServer;
let stack: StackProcess;

test.beforeAll(async () => {
  libraryServer = new StaticServer(join(siteDir, 'remotes', 'mf-library'));
  await libraryServer.start();
  const dir = join(e2eRoot, 'isolation');
  await mkdir(join(dir, 'data'), { recursive: true });
  const registry = join(dir, 'remotes.json');
  await writeFile(
    registry,
    JSON.stringify({
      mf_discover: '/remotes/mf-discover/mf-manifest.json',
      mf_upload: '/remotes/mf-upload/mf-manifest.json',
      mf_library: `${libraryServer.url}/mf-manifest.json`,
      mf_player: '/remotes/mf-player/mf-manifest.json',
      mf_embed: '/remotes/mf-embed/mf-manifest.json',
    }),
  );
  stack = await startStackProcess(e2ePort + 1, {
    DATA_DIR: join(dir, 'data'),
    HIFI_SITE_DIR: siteDir,
    HIFI_REMOTES_FILE: registry,
    JWT_SECRET: jwtSecret,
  });
});

test.afterAll(async () => {
  await libraryServer?.stop();
  await stack?.stop();
});

test('a remote that is down shows its fallback, the rest works, Retry loads it once it is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const library = page.getByRole('heading', { level: 1, name: 'My Library' });
  const fallback = page.getByRole('alert');

  await page.goto(`${stack.url}/library`);
  await expect(library).toBeVisible();

  await libraryServer.stop();
  await page.goto(`${stack.url}/library`);
  await expect(fallback).toContainText('Library is unavailable right now.');
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(library).toHaveCount(0);
  // The layout around it keeps working: header, sidebar, the player (another remote), footer.
  await expect(page.getByRole('link', { name: 'HiFi Audio' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Player' })).toContainText('Nothing playing');
  await expect(page.getByRole('contentinfo')).toContainText('v0.13.0');

  // Every other route keeps working; the other route of the same remote falls back too.
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Discover' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Hi-Fi Audio' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Upload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Audio' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Recent' }).click();
  await expect(fallback).toContainText('Recently played is unavailable right now.');

  // Retry while still down: still the fallback, not a blank page.
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toContainText('Recently played is unavailable right now.');

  await sidebar.getByRole('link', { name: 'Library' }).click();
  await expect(fallback).toContainText('Library is unavailable right now.');
  await libraryServer.start();
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(library).toBeVisible();
  await expect(page.getByText('Signed in as e2e@hifi.test')).toBeVisible();
  await sidebar.getByRole('link', { name: 'Recent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recently Played' })).toBeVisible();
});
