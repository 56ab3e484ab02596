/** The interface effects of docs/product.md#9-constants-and-limits in Chromium: the button ripple and the wave with its reduced-motion switch. */
import { expect, type Page, test } from '@playwright/test';

/** Whether the wave canvas has anything drawn on it. */
const waveDrawn = (page: Page) =>
  page.getByTestId('wave-background').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return false;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    return pixels.some((value, index) => index % 4 === 3 && value > 0);
  });

test('the wave animates, and is not drawn under prefers-reduced-motion', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect.poll(() => waveDrawn(page)).toBe(true);
  const frame = () => page.getByTestId('wave-background').evaluate((c: HTMLCanvasElement) => c.toDataURL());
  const first = await frame();
  await expect.poll(frame).not.toBe(first);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(() => waveDrawn(page)).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await waveDrawn(page)).toBe(false);
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
