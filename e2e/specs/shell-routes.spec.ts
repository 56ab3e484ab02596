/** Each protected route sends a visitor to /login, and signing in returns there. */
import { expect, test } from '@playwright/test';
import { LayoutPage } from '../pages/layout-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { e2eUrl } from '../support/e2e-env.ts';

const email = `returning-${Date.now()}@hifi.test`;
const password = 'returning-Passw0rd!';

test.beforeAll(() => LayoutPage.createUser(e2eUrl, email, password));

for (const path of ['/dashboard', '/upload', '/library', '/recent', '/settings']) {
  test(`${path}: signed out → /login; after sign-in back on ${path}`, async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(login.heading('Sign in')).toBeVisible();
    await login.signIn(email, password);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(
      page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Sign Out' }),
    ).toBeVisible();
  });
}

test('a sign-out the server refuses shows the error toast and still goes to /login', async ({ page }) => {
  const login = new LoginPage(page);
  await login.gotoLogin();
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.route('**/auth/v1/logout**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"logout is down"}' }),
  );
  await new LayoutPage(page).signOut();
  await expect(page).toHaveURL(/\/login$/);
  const toast = page.getByRole('listitem').filter({ hasText: 'Error signing out' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('logout is down');
});

test('a stored session that can no longer be refreshed ends signed out: protected pages go to /login', async ({
  page,
}) => {
  const past = Math.floor(Date.now() / 1000) - 7200;
  const expired = {
    access_token: 'h.eyJzdWIiOiJ4IiwiZXhwIjoxfQ.s',
    refresh_token: 'revoked-refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: past,
    user: { id: '00000000-0000-4000-8000-00000000dead', aud: 'authenticated', email: 'gone@hifi.test' },
  };
  await page.addInitScript((value) => localStorage.setItem('hifi-auth', value), JSON.stringify(expired));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(new LoginPage(page).heading('Sign in')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hifi-auth'))).toBeNull();
});
