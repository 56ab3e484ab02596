/**
 * Must-show 3: one remote's server stops; its routes show the fallback with Retry while the
 * layout and every other route keep working; when it is back, Retry loads it. And a remote that
 * throws while rendering is contained the same way.
 * A second stack serves the same build with a registry file (re-read on every request) that
 * points mf_library at its own server.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { AppPage } from '../pages/app-page.ts';
import { e2eRoot, jwtSecret, repoRoot, siteDir } from '../support/e2e-env.ts';
import { signIn } from '../support/session.ts';
import { freePort, type StackProcess, startStackProcess } from '../support/stack-process.ts';
import { StaticServer } from '../support/static-server.ts';

let libraryServer: StaticServer;
let stack: StackProcess;
let registryFile: string;

const registry = (overrides: Record<string, string>) =>
  writeFile(
    registryFile,
    JSON.stringify({
      mf_discover: '/remotes/mf-discover/mf-manifest.json',
      mf_upload: '/remotes/mf-upload/mf-manifest.json',
      mf_library: `${libraryServer.url}/mf-manifest.json`,
      mf_player: '/remotes/mf-player/mf-manifest.json',
      mf_embed: '/remotes/mf-embed/mf-manifest.json',
      ...overrides,
    }),
  );

test.beforeAll(async () => {
  libraryServer = new StaticServer(join(siteDir, 'remotes', 'mf-library'));
  await libraryServer.start();
  const dir = join(e2eRoot, 'isolation');
  await mkdir(join(dir, 'data'), { recursive: true });
  registryFile = join(dir, 'remotes.json');
  await registry({});
  stack = await startStackProcess(await freePort(), {
    DATA_DIR: join(dir, 'data'),
    HIFI_SITE_DIR: siteDir,
    HIFI_REMOTES_FILE: registryFile,
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
  const app = new AppPage(page, stack.url);
  const library = app.heading('My Library');

  await app.goto('/library');
  await expect(library).toBeVisible();

  await libraryServer.stop();
  await app.goto('/library');
  await expect(app.fallback).toContainText('Library is unavailable right now.');
  await expect(app.retry).toBeVisible();
  await expect(library).toHaveCount(0);
  // The layout around it keeps working: header, sidebar, the player (another remote), footer.
  await expect(app.header.getByRole('link', { name: 'HiFi Audio' })).toBeVisible();
  await expect(app.player).toContainText('Nothing playing');
  await expect(app.footer).toContainText('v0.13.0');

  // Every other route keeps working; the other route of the same remote falls back too.
  await app.navigate('Discover');
  await expect(app.heading('Discover Hi-Fi Audio')).toBeVisible();
  await app.navigate('Upload');
  await expect(app.heading('Upload Audio')).toBeVisible();
  await app.navigate('Dashboard');
  await expect(app.heading('Welcome')).toBeVisible();
  await app.navigate('Recent');
  await expect(app.fallback).toContainText('Recently played is unavailable right now.');

  // Retry while still down: still the fallback, not a blank page.
  await app.retry.click();
  await expect(app.fallback).toContainText('Recently played is unavailable right now.');

  await app.navigate('Library');
  await expect(app.fallback).toContainText('Library is unavailable right now.');
  await libraryServer.start();
  await app.retry.click();
  await expect(library).toBeVisible();
  await app.navigate('Recent');
  await expect(app.heading('Recently Played')).toBeVisible();
});

test('a remote that throws while rendering shows its fallback, the rest of the page keeps working', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const out = join(e2eRoot, 'throwing-remote');
  await promisify(execFile)(
    'pnpm',
    ['--filter', '@hifi/e2e', 'exec', 'rsbuild', 'build', '-c', 'fixtures/throwing-remote/rsbuild.config.ts'],
    { cwd: repoRoot, env: { ...process.env, HIFI_DIST_DIR: out } },
  );
  const throwingServer = new StaticServer(out);
  await throwingServer.start();
  try {
    await registry({ mf_upload: `${throwingServer.url}/mf-manifest.json` });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signIn(page);
    const app = new AppPage(page, stack.url);
    await app.goto('/upload');
    await expect(app.fallback).toContainText('Upload is unavailable right now.');
    await expect(app.retry).toBeVisible();
    // It loaded and then threw (the boundary logged the remote's own error), not a load failure.
    expect(errors.some((text) => text.includes('fixture: UploadPage fails while rendering'))).toBe(true);
    await expect(app.player).toContainText('Nothing playing');
    await expect(app.footer).toContainText('v0.13.0');
    await app.navigate('Discover');
    await expect(app.heading('Discover Hi-Fi Audio')).toBeVisible();

    // The fixed remote is published (the registry points back at the real one): a reload shows it.
    await registry({});
    await app.goto('/upload');
    await expect(app.heading('Upload Audio')).toBeVisible();
  } finally {
    await throwingServer.stop();
    await registry({});
  }
});
