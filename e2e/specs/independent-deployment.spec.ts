/**
 * Must-show 2: with the shell built and served, rebuild one remote with a visible change and
 * republish it; a reload shows the change, and not one file of the shell changed.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { publish } from '../support/deploy.ts';
import { e2eRoot, repoRoot, siteDir } from '../support/e2e-env.ts';

async function hashTree(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(file));
  return hash.digest('hex');
}

test('a republished remote shows on reload without rebuilding the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const shellDir = join(siteDir, 'shell');
  const shellBefore = await hashTree(shellDir);

  await page.goto('/discover');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Hi-Fi Audio' })).toBeVisible();
  await expect(page.getByText(/^Build /)).toHaveCount(0);

  const label = `e2e-${Date.now().toString(36)}`;
  const out = join(e2eRoot, 'rebuilt-mf-discover');
  await promisify(execFile)('pnpm', ['--filter', '@hifi/mf-discover', 'run', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, PUBLIC_BUILD_LABEL: label, HIFI_DIST_DIR: out },
  });
  try {
    await publish('mf-discover', out);
    await page.reload();
    await expect(page.getByText(`Build ${label}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Hi-Fi Audio' })).toBeVisible();
    expect(await hashTree(shellDir)).toBe(shellBefore);
  } finally {
    await publish('mf-discover', join(repoRoot, 'mf-discover', 'dist'));
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Hi-Fi Audio' })).toBeVisible();
  await expect(page.getByText(/^Build /)).toHaveCount(0);
});
