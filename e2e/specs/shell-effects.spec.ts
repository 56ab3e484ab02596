/** The interface effects of docs/product.md#9-constants-and-limits in Chromium: the button ripple and the wave with its reduced-motion switch. */
import { expect, type Page, test } from '@playwright/test';
import { federationRuntimeOn } from '../../backend/bench/federation-runtime.ts';
import { e2eUrl } from '../support/e2e-env.ts';

// The journeys run with reduced motion (playwright.config.ts); the wave's own tests need motion.
test.use({ reducedMotion: 'no-preference' });

/**
 * The wave's strip of the page with the canvas lifted above the content (it is drawn in a worker,
 * so its pixels are read from the screen), shown or hidden.
 */
async function waveStrip(page: Page, canvasShown = true) {
  const canvas = page.getByTestId('wave-background');
  const clip = await canvas.boundingBox();
  if (!clip) throw new Error('the wave canvas has no box');
  await canvas.evaluate((c: HTMLCanvasElement, shown) => {
    c.style.visibility = shown ? '' : 'hidden';
    (c.parentElement as HTMLElement).style.zIndex = '2147483647';
  }, canvasShown);
  const shot = await page.screenshot({ clip });
  await canvas.evaluate((c: HTMLCanvasElement) => {
    c.style.visibility = '';
    (c.parentElement as HTMLElement).style.zIndex = '';
  });
  return shot;
}
/** Whether the wave canvas has anything drawn on it: the strip differs with the canvas hidden. */
const waveDrawn = async (page: Page) => !(await waveStrip(page)).equals(await waveStrip(page, false));

test('the wave animates, and is not drawn under prefers-reduced-motion', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect.poll(() => waveDrawn(page)).toBe(true);
  const first = await waveStrip(page);
  await expect.poll(async () => (await waveStrip(page)).equals(first)).toBe(false);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(() => waveDrawn(page)).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await waveDrawn(page)).toBe(false);
});

// The page's one federation runtime (README "One runtime, small shared modules"): the wave's worker
// is built without one (shell/worker-file/), under an immutable, content-hashed name.
test("the wave's worker script carries no federation runtime; one page script does", async ({ browser }) => {
  const { chunks, workers } = await federationRuntimeOn(browser, `${e2eUrl}/discover`);
  expect(workers).toEqual([expect.stringMatching(/^\/static\/js\/wave-worker\.[0-9a-f]{8,}\.js$/)]);
  const served = await fetch(`${e2eUrl}${workers[0]}`);
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(chunks.map(({ path, worker }) => ({ path, worker }))).toEqual([
    { path: expect.stringMatching(/^\/static\/js\/index\.[0-9a-f]+\.js$/), worker: false },
  ]);
});

// The 1500 ms lifetime itself is checked with fake timers in shell/src/features/effects/ripple.test.ts.
test('a pressed button gets a ripple, which is removed again', async ({ page }) => {
  await page.goto('/terms');
  const button = page.getByRole('button', { name: 'Toggle sidebar' });
  await button.hover();
  await page.mouse.down();
  await expect(button.locator('.hifi-ripple')).toHaveCount(1);
  await page.mouse.up();
  await expect(button.locator('.hifi-ripple')).toHaveCount(0, { timeout: 5000 });
});
