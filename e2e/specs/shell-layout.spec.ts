/** The sidebar collapses with Ctrl+B and stays so after a reload; small screens get a sheet. */
import { expect, test } from '@playwright/test';
import { LayoutPage } from '../pages/layout-page.ts';
import { signIn } from '../support/session.ts';

test('Ctrl+B collapses the sidebar to icons, the state survives a reload and is kept 7 days', async ({
  page,
  context,
}) => {
  await signIn(page);
  const layout = new LayoutPage(page);
  await page.goto('/dashboard');
  await expect(layout.rail).toHaveAttribute('data-state', 'expanded');
  expect((await layout.rail.boundingBox())?.width).toBe(256);

  await page.keyboard.press('Control+b');
  await expect(layout.rail).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await layout.rail.boundingBox())?.width).toBe(48);
  // Icons only, but every entry keeps its name for screen readers and a tooltip.
  await expect(layout.sidebar.getByRole('link', { name: 'Library' })).toHaveAttribute('title', 'Library');

  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  await page.reload();
  await expect(layout.rail).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(layout.rail).toHaveAttribute('data-state', 'expanded');
  await page.reload();
  await expect(layout.rail).toHaveAttribute('data-state', 'expanded');
});

test('below 768 px the sidebar is an off-canvas sheet opened from the header', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const layout = new LayoutPage(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(layout.rail).toHaveCount(0);
  await expect(layout.sidebar).toBeHidden();

  await layout.trigger.click();
  await expect(layout.sheet).toBeVisible();
  expect((await layout.sheet.boundingBox())?.width).toBe(288);
  await layout.sheet.getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(layout.sheet).toBeHidden();

  await page.keyboard.press('Control+b');
  await expect(layout.sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(layout.sheet).toBeHidden();

  // Opened from the keyboard on the trigger, Escape returns focus to it.
  await layout.trigger.focus();
  await page.keyboard.press('Enter');
  await expect(layout.sheet).toBeVisible();
  await expect(layout.sheet.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(layout.sheet).toBeHidden();
  await expect(layout.trigger).toBeFocused();
});
