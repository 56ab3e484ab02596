/**
 * Every way in, through the real auth screens, the real stack and
 * the mails it sends (read back from MailDev): sign-up with confirmation, password, magic link,
 * recovery with update_password, and TOTP enrollment with the second-factor prompt (aal2).
 */
import { expect, type Page, test } from '@playwright/test';
import { TOTP } from 'otpauth';
import { LayoutPage } from '../pages/layout-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { e2eUrl } from '../support/e2e-env.ts';
import { waitForMail } from '../support/login-mailbox.ts';

// The stack mails one address at most once a minute (AUTH_EMAIL_MIN_INTERVAL), so each mailed
// flow has its own user: the sign-up one, and two made through the admin API for the others.
const run = Date.now();
const email = `listener-${run}@hifi.test`;
const magicEmail = `magic-${run}@hifi.test`;
const recoveryEmail = `recovery-${run}@hifi.test`;
const firstPassword = 'first-Passw0rd!';
const newPassword = 'second-Passw0rd!';

test.beforeAll(async () => {
  await LayoutPage.createUser(e2eUrl, magicEmail, firstPassword);
  await LayoutPage.createUser(e2eUrl, recoveryEmail, firstPassword);
});

/** The claims of the session supabase-js keeps for the page. */
async function sessionClaims(page: Page): Promise<{ aal?: string; email?: string } | null> {
  const stored = await page.evaluate(() => localStorage.getItem('hifi-auth'));
  if (!stored) return null;
  const token = (JSON.parse(stored) as { access_token: string }).access_token;
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Sign Out' }),
  ).toBeVisible();
}

test.describe
  .serial('the ways in', () => {
    test('sign up, confirm from the mail, land signed in on /dashboard, sign out', async ({ page }) => {
      const login = new LoginPage(page);
      await page.goto('/signup');
      await expect(login.heading('Create your account')).toBeVisible();
      // This stack has no social provider configured, so the form offers none (shell-auth-screens.spec.ts).
      await expect(page.getByRole('button', { name: 'Send a magic link email' })).toHaveCount(0);
      await login.email.fill(email);
      await page.getByLabel('Create password').fill(firstPassword);
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await expect(login.successBox).toHaveText('Check your email for the confirmation link');

      const mail = await waitForMail(email, 'Confirm your signup');
      await page.goto(mail.link);
      await expectDashboard(page);
      expect((await sessionClaims(page))?.email).toBe(email);

      await new LayoutPage(page).signOut();
      await expect(page).toHaveURL(/\/login$/);
      // the stored session goes with the SIGNED_OUT event, which may land just after the redirect
      await expect.poll(() => sessionClaims(page)).toBeNull();
    });

    test('a wrong password shows the server message in the red box; the right one signs in', async ({
      page,
    }) => {
      const login = new LoginPage(page);
      await login.gotoLogin();
      await login.signIn(email, 'not-the-password');
      await expect(login.errorBox).toHaveText('Invalid login credentials');
      await login.signIn(email, firstPassword);
      await expectDashboard(page);
    });

    test('magic link: an empty address is refused without a request; the mailed link signs in', async ({
      page,
    }) => {
      const login = new LoginPage(page);
      await login.gotoLogin();
      await login.switchTo('Send a magic link email');
      await expect(login.heading('Sign in with a magic link')).toBeVisible();
      const otpRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/auth/v1/otp')) otpRequests.push(request.url());
      });
      await page.getByRole('button', { name: 'Send Magic Link' }).click();
      await expect(login.errorBox).toHaveText('Email address can not be empty');
      expect(otpRequests).toEqual([]);

      await login.email.fill(magicEmail);
      await page.getByRole('button', { name: 'Send Magic Link' }).click();
      await expect(login.successBox).toHaveText('Check your email for the magic link');
      expect(otpRequests).toHaveLength(1);
      const mail = await waitForMail(magicEmail, 'Your magic link');
      await page.goto(mail.link);
      await expectDashboard(page);
      expect((await sessionClaims(page))?.email).toBe(magicEmail);
    });

    test('forgotten password: the recovery mail opens update_password; the new password signs in', async ({
      page,
    }) => {
      const login = new LoginPage(page);
      await login.gotoLogin();
      await login.switchTo('Forgot your password?');
      await expect(login.heading('Reset your password')).toBeVisible();
      await login.email.fill(recoveryEmail);
      await page.getByRole('button', { name: 'Send reset password instructions' }).click();
      await expect(login.successBox).toHaveText('Check your email for the password reset link');

      const mail = await waitForMail(recoveryEmail, 'Reset your password');
      await page.goto(mail.link);
      await expect(login.heading('Update your password')).toBeVisible();
      await page.getByLabel('New password').fill(newPassword);
      await page.getByRole('button', { name: 'Update password' }).click();
      // USER_UPDATED moves the form back to sign_in, with the success text.
      await expect(login.heading('Sign in')).toBeVisible();
      await expect(login.successBox).toHaveText('Your password has been updated');

      await login.signIn(recoveryEmail, firstPassword);
      await expect(login.errorBox).toHaveText('Invalid login credentials');
      await login.signIn(recoveryEmail, newPassword);
      await expectDashboard(page);
    });

    test('TOTP: enroll with the QR code, sign out, sign-in asks for the code, the session is aal2', async ({
      page,
    }) => {
      // Up to 30 s of it go to waiting for a fresh code after enrollment.
      test.setTimeout(120_000);
      const login = new LoginPage(page);
      await login.gotoLogin();
      await login.signIn(email, firstPassword);
      await expectDashboard(page);

      await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await page.getByRole('button', { name: 'Set up authenticator app' }).click();
      const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
      const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
      const enrollCode = totp.generate();
      await page.getByLabel('Authentication code').fill(enrollCode);
      await page.getByRole('button', { name: 'Verify and turn on' }).click();
      await expect(page.getByText('(verified)')).toBeVisible();
      expect((await sessionClaims(page))?.aal).toBe('aal2');

      await new LayoutPage(page).signOut();
      await expect(page).toHaveURL(/\/login$/);
      await login.signIn(email, firstPassword);
      // A code is good once: the next 30 s step's, which the server accepts (one step of skew,
      // as an authenticator's clock may run ahead), rather than the enrollment code.
      const code = totp.generate({ timestamp: Date.now() + 30_000 });
      await login.enterSecondFactor(code);
      await expectDashboard(page);
      expect((await sessionClaims(page))?.aal).toBe('aal2');
    });
  });
