import { expect, test } from '@playwright/test';
import { signInAsNewMember } from '../data/upload-member.ts';

test('a member browsing Discover loads no Uppy and no music-metadata: the upload remote is fetched on /upload only', async ({
  page,
  baseURL,
}) => {
  await signInAsNewMember(page, baseURL ?? '', 'lazy');
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Discover Hi-Fi Audio' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.includes('mf-upload'))).toEqual([]);

  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Upload' }).click();
  await expect(page.locator('.uppy-Dashboard')).toBeVisible();
  expect(scripts.filter((s) => s.includes('mf-upload')).length).toBeGreaterThan(0);
});
