/**
 * Each app builds on its own. The shell is built alone into an empty folder here and holds no
 * remote URL (the registry supplies them at run time); each remote is built alone by
 * release-live-tab.spec.ts, which checks the same of its output (support/build-output.ts). Each
 * build carries the build id it was given (docs/architecture.md#build-ids) in every JS file.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { builtText, mfNames, unstampedScripts } from '../support/build-output.ts';
import { e2eRoot, repoRoot } from '../support/e2e-env.ts';

const buildId = '20261128T000000Z-e2e0a1';

test('the shell builds alone with no remote URL compiled in', async () => {
  test.setTimeout(120_000);
  const out = join(e2eRoot, 'alone', 'shell');
  await promisify(execFile)('pnpm', ['--filter', './shell', 'run', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, HIFI_DIST_DIR: out, HIFI_BUILD_ID: buildId },
  });
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
  expect(await unstampedScripts('shell', out, buildId)).toEqual([]);
});
