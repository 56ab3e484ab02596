/**
 * Every story of the workspace Storybook renders in Chromium without an error (the build alone
 * does not run them). Uses the static build in shared/storybook-static (pnpm build-storybook).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../support/e2e-env.ts';
import { StaticServer } from '../support/static-server.ts';

const staticDir = join(repoRoot, 'shared', 'storybook-static');
let server: StaticServer;

test.beforeAll(async () => {
  if (!existsSync(join(staticDir, 'index.json'))) {
    throw new Error('Storybook is not built: run `pnpm build-storybook` first (pnpm test:e2e does)');
  }
  server = new StaticServer(staticDir);
  await server.start();
});

test.afterAll(() => server?.stop());

test('every story renders without an error', async ({ page }) => {
  const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; type: string }>;
  };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(20);
  // Scales with the catalogue (about a second a story here); one stuck story fails on its own.
  test.setTimeout(30_000 + stories.length * 8_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const failed: string[] = [];
  for (const story of stories) {
    await page.goto(`${server.url}/iframe.html?id=${story.id}&viewMode=story`);
    // Rendered: the story's root has content; failed: Storybook switches to its error display.
    const result = await page
      .waitForFunction(
        () => {
          if (document.body.classList.contains('sb-show-errordisplay')) {
            return `error: ${document.querySelector('#error-message')?.textContent ?? ''}`;
          }
          return (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 ? 'rendered' : false;
        },
        undefined,
        { timeout: 15_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => 'nothing rendered within 15 s');
    if (result !== 'rendered') failed.push(`${story.id} ${result}`);
  }
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
