/**
 * The auth screens (docs/product.md#login-and-sign-up) in Chromium against the real stack: a social
 * button only for a provider the stack has configured; the code prompt (not the signed-in site) for
 * a session at aal1 whose account has a verified authenticator app; and an expired or used e-mail
 * link that says so and offers a new one.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { TOTP } from 'otpauth';
import { LayoutPage } from '../pages/layout-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { e2eRoot, e2eUrl, jwtSecret, siteDir } from '../support/e2e-env.ts';
import { waitForMail } from '../support/login-mailbox.ts';
import { freePort, type StackProcess, startStackProcess } from '../support/stack-process.ts';

const run = Date.now();
const password = 'first-Passw0rd!';

async function authCall(path: string, body: unknown, token?: string) {
  const config = (await (await fetch(`${e2eUrl}/config.json`)).json()) as { supabaseAnonKey: string };
  const res = await fetch(`${e2eUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: config.supabaseAnonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

test.describe('social sign-in buttons', () => {
  let withProvider: StackProcess;
  test.beforeAll(async () => {
    const dir = join(e2eRoot, 'oidc-stack');
    await mkdir(join(dir, 'data'), { recursive: true });
    // A provider is configured (discovery only happens when someone clicks the button).
    withProvider = await startStackProcess(await freePort(), {
      DATA_DIR: join(dir, 'data'),
      HIFI_SITE_DIR: siteDir,
      JWT_SECRET: jwtSecret,
      OIDC_ISSUER: 'http://127.0.0.1:9/realms/hifi',
      OIDC_CLIENT_ID: 'hifi',
      OIDC_PROVIDER: 'keycloak',
    });
  });
  test.afterAll(() => withProvider?.stop());

  test('no provider configured: no social button on either screen', async ({ page }) => {
    const login = new LoginPage(page);
    await login.gotoLogin();
    await expect(page.getByLabel('Email address')).toBeVisible();
    await page.goto('/signup');
    await expect(login.heading('Create your account')).toBeVisible();
    // The settings have been read by now: the form is drawn and nothing else is coming.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: /^Sign in with/ })).toHaveCount(0);
    await expect(page.getByText('or continue with your email')).toHaveCount(0);
  });

  test('a configured provider gets its button', async ({ page }) => {
    await page.goto(`${withProvider.url}/login`);
    await expect(page.getByRole('button', { name: 'Sign in with Keycloak' })).toBeVisible();
    await expect(page.getByText('or continue with your email')).toBeVisible();
  });
});

test.describe('the second factor', () => {
  const email = `mfa-screens-${run}@hifi.test`;
  let totp: TOTP;

  test.beforeAll(async () => {
    await LayoutPage.createUser(e2eUrl, email, password);
    const first = (await authCall('/token?grant_type=password', { email, password })) as {
      access_token: string;
    };
    const factor = (await authCall('/factors', { factor_type: 'totp' }, first.access_token)) as {
      id: string;
      totp: { secret: string };
    };
    totp = new TOTP({ secret: factor.totp.secret, digits: 6, period: 30, algorithm: 'SHA1' });
    const challenge = (await authCall(`/factors/${factor.id}/challenge`, {}, first.access_token)) as {
      id: string;
    };
    await authCall(
      `/factors/${factor.id}/verify`,
      { challenge_id: challenge.id, code: totp.generate() },
      first.access_token,
    );
  });

  /** The browser holds a password-only (aal1) session of the member, as after a reload mid sign-in. */
  async function holdAal1Session(page: Page) {
    const session = await authCall('/token?grant_type=password', { email, password });
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('hifi-auth', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, JSON.stringify(session));
  }

  test('any page asks for the code first; the sidebar shows no account until it is given', async ({
    page,
  }) => {
    await holdAal1Session(page);
    await page.goto('/library');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Library' })).toHaveCount(0);

    // The code used at enrollment is spent: the next 30 s step's, which the server accepts (one
    // step of skew, as an authenticator's clock may run ahead).
    const code = totp.generate({ timestamp: Date.now() + 30_000 });
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('/login opened with such a session asks for the code, not the password', async ({ page }) => {
    await holdAal1Session(page);
    await page.goto('/login');
    const login = new LoginPage(page);
    await expect(login.heading('Two-factor authentication')).toBeVisible();
    await expect(page.getByLabel('Your password')).toHaveCount(0);
    // Cancelling signs out and leaves the sign-in form.
    await page.getByRole('button', { name: 'Cancel and sign out' }).click();
    await expect(login.heading('Sign in')).toBeVisible();
  });
});

test('an expired or used e-mail link says so and offers a new one', async ({ page }) => {
  const email = `used-link-${run}@hifi.test`;
  await LayoutPage.createUser(e2eUrl, email, password);
  await authCall('/magiclink', { email });
  const mail = await waitForMail(email, 'Your magic link');
  // Someone (a mail scanner, another tab) opened it first.
  await fetch(mail.link, { redirect: 'manual' });

  await page.goto(mail.link);
  const login = new LoginPage(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(login.errorBox).toHaveText('This link has expired or was already used');
  await expect(login.heading('Sign in with a magic link')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
  await expect(login.email).toBeVisible();
  // Nobody is signed in by it.
  expect(await page.evaluate(() => localStorage.getItem('hifi-auth'))).toBeNull();
});
