/**
 * One remote's server stops, hangs or answers garbage; its routes show the fallback with Retry
 * (within the load budget of 7 s when it hangs) while the layout and every other route keep
 * working; when it is back, Retry loads it. And a remote that throws while rendering is contained
 * the same way, and healed by Retry once a fixed build is published (docs/architecture.md#remote-failure).
 * A second stack serves the same build with a registry file (re-read on every request) that
 * points mf_library at its own server.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Route, test } from '@playwright/test';
import { serviceRoleKey } from '../data/discover-community.ts';
import { AppPage } from '../pages/app-page.ts';
import { e2eRoot, jwtSecret, repoRoot, siteDir } from '../support/e2e-env.ts';
import { markDocument } from '../support/same-document.ts';
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

/** The build id of the mf_library build its server serves (its manifest's). */
async function libraryBuild() {
  const manifest = JSON.parse(
    await readFile(join(siteDir, 'remotes', 'mf-library', 'mf-manifest.json'), 'utf8'),
  );
  return manifest.metaData.buildInfo.buildVersion as string;
}

/** The reports of a remote's failures stored by the client-errors function, oldest first (service role). */
async function loadErrorReports(remote = 'mf_library', kind = 'load') {
  const key = await serviceRoleKey();
  const response = await fetch(
    `${stack.url}/rest/v1/client_errors?remote=eq.${remote}&kind=eq.${kind}&select=remote,build,manifest_url,page,kind&order=id`,
    { headers: { apikey: key, authorization: `Bearer ${key}` } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>[];
}

/** What the remote's host does to one kind of request until it answers again. */
const failures: {
  name: string;
  url: () => string;
  fail: (route: Route) => Promise<void> | void;
  /** The failure reaches the server as a client error with the remote's build. */
  reported?: true;
}[] = [
  {
    name: 'a manifest that never answers',
    url: () => `${libraryServer.url}/mf-manifest.json`,
    fail: () => {},
  },
  {
    name: 'an entry script that never answers',
    url: () => `${libraryServer.url}/static/js/mf_library.*.js`,
    fail: () => {},
  },
  {
    name: 'a manifest that is not JSON',
    url: () => `${libraryServer.url}/mf-manifest.json`,
    fail: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"name": "mf_lib' }),
  },
  {
    name: 'a missing entry script',
    url: () => `${libraryServer.url}/static/js/mf_library.*.js`,
    fail: (route) => route.fulfill({ status: 404, body: 'gone' }),
    reported: true,
  },
];

for (const failure of failures) {
  test(`${failure.name}: the slot falls back in time, the rest works, Retry loads it once the host answers`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const app = new AppPage(page, stack.url);
    const held: Route[] = [];
    await page.route(failure.url(), async (route) => {
      held.push(route);
      await failure.fail(route);
    });

    const reportsBefore = (await loadErrorReports()).length;
    await page.goto(`${stack.url}/library`, { waitUntil: 'commit' });
    const sameDocument = await markDocument(page);
    // Within 9 s of asking the host (the page's own start is not the remote's to count).
    await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(app.fallback).toContainText('Library is unavailable right now.', { timeout: 9_000 });
    if (failure.reported) {
      await expect
        .poll(async () => (await loadErrorReports()).slice(reportsBefore))
        .toContainEqual({
          remote: 'mf_library',
          build: await libraryBuild(),
          manifest_url: `${libraryServer.url}/mf-manifest.json`,
          page: '/library',
          kind: 'load',
        });
    }
    await expect(app.header.getByRole('link', { name: 'HiFi Audio' })).toBeVisible();
    await expect(app.sidebar).toBeVisible();
    await expect(app.player).toContainText('Nothing playing');
    await app.navigate('Upload');
    await expect(app.heading('Upload Audio')).toBeVisible();
    const asked = held.length;
    await app.navigate('Library');
    await expect.poll(() => held.length).toBeGreaterThan(asked);
    await expect(app.fallback).toContainText('Library is unavailable right now.', { timeout: 9_000 });

    // The host answers again; what it left hanging stays unanswered.
    await page.unroute(failure.url());
    await app.retry.click();
    await expect(app.heading('My Library')).toBeVisible();
    await expect(app.fallback).toHaveCount(0);
    expect(held.length).toBeGreaterThan(0);
    expect(await sameDocument()).toBe(true);
  });
}

test('a build the shell cannot run is not loaded into the tab: the page offers a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  const app = new AppPage(page, stack.url);
  await app.goto('/library');
  await expect(app.heading('My Library')).toBeVisible();
  const build = await libraryBuild();
  const slot = page.locator('main [data-remote="mf_library"]');
  await expect(slot).toHaveAttribute('data-build', build);
  const sameDocument = await markDocument(page);

  // mf_library's next build needs a newer @hifi/shared than this shell has (the gate's case, as
  // a forced release would publish it): its manifest says so.
  await page.route(`${libraryServer.url}/mf-manifest.json`, async (route) => {
    const manifest = await (await route.fetch()).json();
    manifest.metaData.buildInfo.buildVersion = `${build}-next`;
    for (const shared of manifest.shared)
      if (shared.name === '@hifi/shared') shared.requiredVersion = '^0.99.0';
    await route.fulfill({ json: manifest, headers: { 'access-control-allow-origin': '*' } });
  });
  await app.navigate('Recent');
  await expect(app.heading('Recently Played')).toBeVisible();
  await expect(slot).toHaveAttribute('data-build', build);
  const notice = page.getByRole('status').filter({ hasText: 'A new version of the site is available' });
  await expect(notice).toBeVisible();
  expect(await sameDocument()).toBe(true);
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(sameDocument).toBe(false);
  // The reloaded page asks for the manifest again; its handler must not fail as the page closes.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
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
    // and the server knows which build of which remote it was
    const fixture = JSON.parse(await readFile(join(out, 'mf-manifest.json'), 'utf8'));
    await expect
      .poll(() => loadErrorReports('mf_upload', 'render'))
      .toContainEqual({
        remote: 'mf_upload',
        build: fixture.metaData.buildInfo.buildVersion,
        manifest_url: `${throwingServer.url}/mf-manifest.json`,
        page: '/upload',
        kind: 'render',
      });
    await expect(app.player).toContainText('Nothing playing');
    await expect(app.footer).toContainText('v0.13.0');
    await app.navigate('Discover');
    await expect(app.heading('Discover Hi-Fi Audio')).toBeVisible();

    // The fixed remote is published (the registry points back at the real one): Retry shows it in
    // place, with a new module instance of the fixed build, and no reload.
    await app.navigate('Upload');
    await expect(app.fallback).toContainText('Upload is unavailable right now.');
    const sameDocument = await markDocument(page);
    await registry({});
    await app.retry.click();
    await expect(app.heading('Upload Audio')).toBeVisible();
    await expect(app.fallback).toHaveCount(0);
    expect(await sameDocument()).toBe(true);
  } finally {
    await throwingServer.stop();
    await registry({});
  }
});
