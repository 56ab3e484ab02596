/**
 * Shared singletons: the shell writes the session atom (from supabase-js), a remote reads it.
 * With a second copy of @hifi/shared or jotai the remote would see its own, empty store.
 */
import { expect, test } from '@playwright/test';
import { signIn, testUser } from '../support/session.ts';

test('a session set by the shell is read inside a remote, with one jotai instance', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/multiple (instances of )?jotai|multiple jotai/i.test(message.text())) warnings.push(message.text());
  });
  await signIn(page);
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${testUser.email}`)).toBeVisible();
  // And the shell's own layout sees the same session: the signed-in sidebar with the Profile link.
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    `/profile/${testUser.id}`,
  );
  expect(warnings).toEqual([]);
});
