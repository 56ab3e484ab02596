/**
 * A release never costs an open tab a broken page (docs/architecture.md#remote-failure), and
 * changes no file of the shell: a tab opened on Discover before every remote is released (each
 * with a visible change, its build label) moves on through the site, and each slot it loads
 * after the release runs the new build (data-build), with no failed chunk load, no fallback and
 * no reload; the old builds then go (`pnpm releases:prune`), and the tab still moves on in place,
 * to a page it has not been to and back to the one it first ran old.
 * Its own stack over a copy of the deployed site, so releasing here changes no other journey's
 * site. The five builds are made once, before the tab opens, each alone into an empty folder (its
 * output names no other app and every JS file carries its build id); the release is their publish
 * and pointer flip (release/src/release.ts).
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { buildApp, newBuildId } from '../../release/src/build-app.ts';
import { pruneReleases, releaseBuilt } from '../../release/src/release.ts';
import { createMember, setUsername, signInAs } from '../data/discover-community.ts';
import { type PlayableTrack, uploadTrack } from '../data/player-tracks.ts';
import { AppPage } from '../pages/app-page.ts';
import { remoteBuildFacts } from '../support/build-output.ts';
import { remoteApps } from '../support/deploy.ts';
import { e2eRoot, jwtSecret, siteDir } from '../support/e2e-env.ts';
import { markDocument } from '../support/same-document.ts';
import { freePort, type StackProcess, startStackProcess } from '../support/stack-process.ts';

const dir = join(e2eRoot, 'release-live-tab');
const site = join(dir, 'site');
const label = `release-${Date.now().toString(36)}`;
let stack: StackProcess;
let owner: Awaited<ReturnType<typeof createMember>>;
let track: PlayableTrack;
const built: { app: string; build: string; out: string }[] = [];

/** Builds every remote with a visible change, two at a time (one per core). */
async function buildAll() {
  const queue = [...remoteApps];
  // The published types are not what this journey proves: leaving them out saves ~20 s a build.
  const env = { PUBLIC_BUILD_LABEL: label, HIFI_PUBLISH_TYPES: '0' };
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const build = await newBuildId(app, env);
      const out = await mkdtemp(join(tmpdir(), `hifi-e2e-${app}-`));
      await buildApp(app, out, {
        ...env,
        HIFI_BUILD_ID: build,
        HIFI_RELEASE_PATH: `/remotes/${app}/${build}/`,
      });
      built.push({ app, build, out });
    }
  };
  await Promise.all([worker(), worker()]);
}

test.beforeAll(async () => {
  // five builds on two cores: about 2 minutes on a quiet machine, much more beside other work
  test.setTimeout(900_000);
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'data'), { recursive: true });
  await cp(siteDir, site, { recursive: true, preserveTimestamps: true });
  // The stack and its data first: the builds then take both cores.
  stack = await startStackProcess(await freePort(), {
    DATA_DIR: join(dir, 'data'),
    HIFI_SITE_DIR: site,
    JWT_SECRET: jwtSecret,
  });
  owner = await createMember(stack.url, 'release-owner');
  await setUsername(stack.url, owner, `releaser_${label.replaceAll('-', '_')}`);
  track = await uploadTrack(stack.url, owner, `Live Tab ${label}`, 'flac', 20);
  await buildAll();
});

test.afterAll(async () => {
  await stack?.stop();
  await Promise.all(built.map(({ out }) => rm(out, { recursive: true, force: true })));
});

/** One hash over a folder's file names and contents. */
async function hashTree(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(file));
  return hash.digest('hex');
}

/** The JavaScript files of a build folder, by path inside it. */
async function scriptsOf(dir: string) {
  const files = await readdir(join(dir, 'static'), { recursive: true });
  return files.filter((file) => file.endsWith('.js'));
}

/** Requests for a remote's files that failed or were answered with an error. */
function watchRemoteFiles(page: Page) {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().includes('/remotes/')) failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.url().includes('/remotes/') && response.status() >= 400) {
      failed.push(`${response.url()} ${response.status()}`);
    }
  });
  return failed;
}

test('an open tab runs each remote build released after it opened, and moves on once the old builds are gone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, owner);
  const app = new AppPage(page, stack.url);
  const failed = watchRemoteFiles(page);
  const unavailable = page.getByText(/is unavailable right now\./);
  const slot = (remote: string) => page.locator(`main [data-remote="${remote}"]`);
  const buildOf = (remote: string) => built.find(({ app }) => app === remote.replace('_', '-'))?.build;

  await app.goto(`/discover?q=${encodeURIComponent(track.title)}`);
  await page.locator('#hifi-first-view').waitFor({ state: 'detached' });
  await expect(app.heading('Discover Hi-Fi Audio')).toBeVisible();
  const before = await slot('mf_discover').getAttribute('data-build');
  expect(before).not.toBe(buildOf('mf_discover'));
  const sameDocument = await markDocument(page);

  // Every remote's release is a change the tab has not seen: none of its scripts has a name the
  // tab's build has (the build id in each file changes every hash).
  for (const { app: name, out } of built) {
    const before = new Set(await scriptsOf(join(site, 'remotes', name)));
    const after = await scriptsOf(out);
    expect(after.length).toBeGreaterThan(0);
    expect({ app: name, kept: after.filter((file) => before.has(file)) }).toEqual({ app: name, kept: [] });
  }
  // Each remote was built alone into an empty folder: its output is its own and stamped.
  for (const { app: name, build, out } of built) {
    expect(await remoteBuildFacts(name, out, build)).toEqual({
      name: name.replace('-', '_'),
      build,
      exposes: true,
      unstamped: [],
      othersNamed: [],
    });
  }
  const shellBefore = await hashTree(join(site, 'shell'));
  for (const { app: name, build, out } of built) await releaseBuilt(name, out, build, { siteDir: site });
  // A release is the remote's alone: not one file of the shell changed.
  expect(await hashTree(join(site, 'shell'))).toBe(shellBefore);

  const card = page.getByTestId('track-card').filter({ hasText: track.title });
  await card.getByRole('link', { name: track.title, exact: true }).click();
  await expect(app.heading(track.title)).toBeVisible();
  await expect(slot('mf_discover')).toHaveAttribute('data-build', buildOf('mf_discover') as string);

  await page
    .getByRole('link', { name: `releaser_${label.replaceAll('-', '_')}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/profile/${owner.id}$`));
  await expect(slot('mf_discover')).toHaveAttribute('data-build', buildOf('mf_discover') as string);

  await app.navigate('Upload');
  await expect(app.heading('Upload Audio')).toBeVisible();
  await expect(slot('mf_upload')).toHaveAttribute('data-build', buildOf('mf_upload') as string);

  await app.navigate('Library');
  await expect(app.heading('My Library')).toBeVisible();
  await expect(slot('mf_library')).toHaveAttribute('data-build', buildOf('mf_library') as string);
  const libraryCard = page.getByRole('tabpanel').getByTestId('track-card').filter({ hasText: track.title });
  await expect(libraryCard).toBeVisible();

  await app.navigate('Recent');
  await expect(app.heading('Recently Played')).toBeVisible();
  await expect(slot('mf_library')).toHaveAttribute('data-build', buildOf('mf_library') as string);

  await app.navigate('Library');
  await libraryCard.getByRole('button', { name: `Play ${track.title}` }).click();
  await expect(app.player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  await expect(unavailable).toHaveCount(0);
  expect(failed).toEqual([]);
  expect(await sameDocument()).toBe(true);

  // The builds the tab opened with go, as an operator's `pnpm releases:prune --days 0` removes
  // them: they are the copies deployed before each remote's first release, no rollback target.
  const removed = await pruneReleases({ siteDir: site, days: 0 });
  expect(
    remoteApps.filter((name) => removed.includes(join(site, 'remotes', name, 'mf-manifest.json'))),
  ).toEqual([...remoteApps]);
  // A page the tab has not been to yet.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Feed' }).click();
  await expect(app.heading('Your Feed')).toBeVisible();
  await expect(slot('mf_library')).toHaveAttribute('data-build', buildOf('mf_library') as string);
  // Discover's own page: the tab ran it from the old build only.
  await app.navigate('Discover');
  await expect(app.heading('Discover Hi-Fi Audio')).toBeVisible();
  await expect(page.getByText(`Build ${label}`)).toBeVisible();
  await expect(slot('mf_discover')).toHaveAttribute('data-build', buildOf('mf_discover') as string);
  await expect(app.player).toHaveAttribute('data-state', 'playing');
  await expect(unavailable).toHaveCount(0);
  expect(failed).toEqual([]);
  expect(await sameDocument()).toBe(true);
});
