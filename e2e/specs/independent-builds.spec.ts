/**
 * Must-show 4: each app builds on its own. Every app is built alone into an empty folder; a
 * remote's output names no other app, and the shell's output holds no remote URL (the registry
 * supplies them at run time). Each build carries the build id it was given
 * (docs/architecture.md#build-ids) in its manifest and every JS file.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { remoteApps } from '../support/deploy.ts';
import { e2eRoot, repoRoot } from '../support/e2e-env.ts';

const mfNames = remoteApps.map((app) => app.replace('-', '_'));

async function builtText(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && /\.(js|html|json)$/.test(e.name));
  const texts = await Promise.all(files.map((e) => readFile(join(e.parentPath, e.name), 'utf8')));
  return texts.join('\n');
}

const buildId = '20261128T000000Z-e2e0a1';

async function buildAlone(app: string): Promise<string> {
  const out = join(e2eRoot, 'alone', app);
  await promisify(execFile)('pnpm', ['--filter', `./${app}`, 'run', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, HIFI_DIST_DIR: out, HIFI_BUILD_ID: buildId },
  });
  return out;
}

/**
 * The JS files the build emitted that do not start with its build id's banner (files the app
 * keeps in public/ are copied as they are).
 */
async function unstampedScripts(app: string, dir: string): Promise<string[]> {
  const copied = new Set(await readdir(join(repoRoot, app, 'public'), { recursive: true }).catch(() => []));
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const scripts = entries.filter(
    (e) =>
      e.isFile() && e.name.endsWith('.js') && !copied.has(join(e.parentPath, e.name).slice(dir.length + 1)),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const heads = await Promise.all(scripts.map((e) => readFile(join(e.parentPath, e.name), 'utf8')));
  return scripts.filter((_, i) => !heads[i]?.startsWith(`/*! hifi-build: ${buildId} */`)).map((e) => e.name);
}

test.describe.configure({ timeout: 120_000 });

for (const app of remoteApps) {
  test(`${app} builds alone and publishes a manifest that names no other app`, async () => {
    const out = await buildAlone(app);
    const manifest = JSON.parse(await readFile(join(out, 'mf-manifest.json'), 'utf8')) as {
      name: string;
      exposes: { name: string }[];
      metaData: { buildInfo: { buildVersion: string } };
    };
    const ownName = app.replace('-', '_');
    expect(manifest.name).toBe(ownName);
    expect(manifest.metaData.buildInfo.buildVersion).toBe(buildId);
    expect(await unstampedScripts(app, out)).toEqual([]);
    expect(manifest.exposes.length).toBeGreaterThan(0);
    const text = await builtText(out);
    const others = mfNames.filter((name) => name !== ownName && text.includes(name));
    expect(others).toEqual([]);
  });
}

test('the shell builds alone with no remote URL compiled in', async () => {
  const out = await buildAlone('shell');
  const text = await builtText(out);
  expect(text.includes('<div id="root">')).toBe(true);
  // The remote names are the contract (mf_discover/DiscoverPage); where a remote lives is not
  // compiled in: it comes from /remotes.json at run time.
  const urls = [...mfNames.map((name) => `${name}@`), '/remotes/mf-', 'localhost:310'];
  const compiledIn = urls.filter((needle) => text.includes(needle));
  expect(compiledIn).toEqual([]);
  // what the release gate checks remotes against (release/src/singleton-gate.ts)
  const published = JSON.parse(await readFile(join(out, 'shared-versions.json'), 'utf8'));
  expect(published.build).toBe(buildId);
  expect(Object.keys(published.provides)).toEqual(expect.arrayContaining(['@hifi/shared', 'react', 'jotai']));
  expect(await unstampedScripts('shell', out)).toEqual([]);
});
