/** Must-show 1: every route of docs/product.md#2-screens-and-routes renders, the remote ones through their remote. */
import { expect, type Page, test } from '@playwright/test';
import { AppPage } from '../pages/app-page.ts';
import { signIn } from '../support/session.ts';

function remoteRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/')) urls.push(request.url());
  });
  return urls;
}

const publicRoutes = [
  { path: '/discover', heading: 'Discover Hi-Fi Audio', remote: 'mf-discover' },
  // no such track or profile here: the pages answer with their not-found screens
  { path: '/audio/42', heading: 'Audio Not Found', remote: 'mf-discover' },
  {
    path: '/profile/00000000-0000-4000-8000-000000000001',
    heading: 'Profile not found',
    remote: 'mf-discover',
  },
  { path: '/release/42', heading: 'Release Not Found', remote: 'mf-discover' },
  { path: '/playlist/42', heading: 'Playlist Not Found', remote: 'mf-library' },
];

const protectedRoutes = [
  { path: '/upload', heading: 'Upload Audio', remote: 'mf-upload' },
  { path: '/library', heading: 'My Library', remote: 'mf-library' },
  { path: '/recent', heading: 'Recently Played', remote: 'mf-library' },
];

const shellRoutes = [
  { path: '/login', heading: 'Sign in' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/no/such/page', heading: 'Page Not Found' },
  { path: '/s/no-such-link', heading: 'Link Not Found' },
];

test.describe('signed out', () => {
  for (const route of publicRoutes) {
    test(`${route.path} renders through ${route.remote}`, async ({ page }) => {
      const app = new AppPage(page);
      const requests = remoteRequests(page);
      await app.goto(route.path);
      await expect(app.heading(route.heading)).toBeVisible();
      expect(requests.some((url) => url.includes(`/remotes/${route.remote}/mf-manifest.json`))).toBe(true);
      // The layout around it: player bar (mf-player) and footer.
      await expect(app.player).toContainText('Nothing playing');
      await expect(app.footer).toContainText('v0.13.0');
    });
  }

  for (const route of shellRoutes) {
    test(`${route.path} renders the shell's page`, async ({ page }) => {
      const app = new AppPage(page);
      await app.goto(route.path);
      await expect(app.heading(route.heading)).toBeVisible();
      await expect(app.footer).toContainText('v0.13.0');
    });
  }

  test('/ sends a visitor to /discover, with a Sign In button to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/discover$/);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const route of [...protectedRoutes, { path: '/dashboard' }]) {
    test(`${route.path} sends a visitor to /login`, async ({ page }) => {
      const app = new AppPage(page);
      await app.goto(route.path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(app.heading('Sign in')).toBeVisible();
    });
  }

  test('/embed/audio/:id renders mf-embed as a page of its own', async ({ page }) => {
    const requests = remoteRequests(page);
    await page.goto('/embed/audio/42');
    // No such track here: the embed answers with its own not-found text, without the site's layout.
    await expect(page.getByText('Audio not found')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toHaveCount(0);
    // The lean embed page (docs/decisions/0009): mf-embed's own files, no federation manifest of any remote.
    expect(requests.some((url) => url.includes('/remotes/mf-embed/'))).toBe(true);
    expect(requests.filter((url) => url.endsWith('/mf-manifest.json'))).toEqual([]);
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  for (const route of protectedRoutes) {
    test(`${route.path} renders through ${route.remote}`, async ({ page }) => {
      const app = new AppPage(page);
      const requests = remoteRequests(page);
      await app.goto(route.path);
      await expect(app.heading(route.heading)).toBeVisible();
      expect(requests.some((url) => url.includes(`/remotes/${route.remote}/mf-manifest.json`))).toBe(true);
    });
  }

  test('/ sends a signed-in user to the dashboard, whose cards lead to the remotes', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(app.heading('Welcome')).toBeVisible();
    await page.getByRole('link', { name: /Library Access your personal collection/ }).click();
    await expect(app.heading('My Library')).toBeVisible();
    // Client-side navigation through the sidebar into another remote.
    await app.navigate('Discover');
    await expect(app.heading('Discover Hi-Fi Audio')).toBeVisible();
  });
});
