/**
 * Shared singletons: the shell writes the session atom (from supabase-js), a remote reads it.
 * With a second copy of @hifi/shared or jotai the remote would see its own, empty store: the
 * profile page (mf-discover) would not know its visitor is the owner.
 */
import { expect, test } from '@playwright/test';
import { createMember, signInAs } from '../data/discover-community.ts';
import { AppPage } from '../pages/app-page.ts';

test('a session set by the shell is read inside a remote, with one jotai instance', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL as string;
  const [owner, other] = await Promise.all([
    createMember(origin, 'singleton'),
    createMember(origin, 'neighbour'),
  ]);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/multiple (instances of )?jotai|multiple jotai/i.test(message.text())) warnings.push(message.text());
  });
  await signInAs(page, owner);
  const app = new AppPage(page);

  await app.goto(`/profile/${owner.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Your Tracks' })).toBeVisible();
  // The shell's own layout sees the same session: the signed-in sidebar links to this profile.
  await expect(app.sidebar.getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    `/profile/${owner.id}`,
  );

  // And the remote tells the owner from anyone else by that same session.
  await app.goto(`/profile/${other.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Tracks', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Tracks' })).toHaveCount(0);
  expect(warnings).toEqual([]);
});
