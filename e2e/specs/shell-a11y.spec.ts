/** Axe finds no serious or critical violation on any shell page. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { LayoutPage } from '../pages/layout-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { e2eUrl } from '../support/e2e-env.ts';
import { signIn } from '../support/session.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

const signedOutPages = [
  { path: '/login', heading: 'Sign in' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/no/such/page', heading: 'Page Not Found' },
];

for (const { path, heading } of signedOutPages) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const view of [
  'Send a magic link email',
  'Forgot your password?',
  'Have a code from an email? Enter it',
]) {
  test(`the auth form after "${view}" has no serious or critical axe violations`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.gotoLogin();
    await login.switchTo(view);
    await page
      .getByRole('button', { name: /^(Send Magic Link|Send reset password instructions|Verify token)$/ })
      .click();
    await expect(login.errorBox.or(login.successBox)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('/dashboard (signed in) has no serious or critical axe violations', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/settings (signed in, factor enrollment open) has no serious or critical axe violations', async ({
  page,
}) => {
  // Settings asks the server for the user's factors, so this needs a real account.
  const email = `a11y-${Date.now()}@hifi.test`;
  await LayoutPage.createUser(e2eUrl, email, 'a11y-Passw0rd!');
  await page.goto('/settings');
  await new LoginPage(page).signIn(email, 'a11y-Passw0rd!');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the mobile sheet has no serious or critical axe violations and keyboard focus starts in it', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(page.getByRole('dialog', { name: 'Sidebar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the first Tab reaches the skip link, which moves focus to the main area', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
