/**
 * What a designer finds in the static Storybook besides the stories: a Docs page for every
 * component title with its props table (descriptions and enum options), and the a11y panel.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { StaticServer } from '../support/static-server.ts';
import { staticDir, storyEntries } from './storybook-index.ts';

const entries = storyEntries();

test('every component title has a Docs page', () => {
  const titles = new Set(entries.filter((e) => e.type === 'story').map((e) => e.title));
  const documented = new Set(entries.filter((e) => e.type === 'docs').map((e) => e.title));
  const missing = [...titles].filter((title) => !documented.has(title));
  console.log(`[docs] ${titles.size} component titles, ${documented.size} Docs pages`);
  expect(missing).toEqual([]);
});

test('the manager carries the accessibility panel, the docs and the pseudo-states toolbar', () => {
  const addons = readdirSync(join(staticDir, 'sb-addons')).map((name) => name.replace(/-\d+$/, ''));
  expect(addons).toEqual(expect.arrayContaining(['a11y', 'docs', 'pseudo-states']));
  expect(existsSync(join(staticDir, 'mockServiceWorker.js'))).toBe(true);
});

test("a Docs page shows the props table with descriptions and a variant's options", async ({ page }) => {
  const server = new StaticServer(staticDir);
  await server.start();
  try {
    await page.goto(`${server.url}/iframe.html?id=ui-button--docs&viewMode=docs`);
    const table = page.locator('table.docblock-argstable');
    await expect(table).toBeVisible({ timeout: 20_000 });
    await expect(table.getByText('How loud the button is', { exact: false })).toBeVisible();
    await expect(table.getByText('Render the child element', { exact: false })).toBeVisible();
    // The variant control offers the four variants, not a free-text box.
    const variant = table.locator('tr', { hasText: 'variant' }).locator('select');
    await expect(variant.locator('option')).toContainText(['default', 'outline', 'ghost', 'destructive']);
  } finally {
    await server.stop();
  }
});
