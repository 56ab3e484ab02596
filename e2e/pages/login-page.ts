/** Page object for the auth screens (/login, /signup): the auth form in each of its views. */
import { expect, type Locator, type Page } from '@playwright/test';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly errorBox: Locator;
  readonly successBox: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email address');
    this.password = page.getByLabel(/^(Your password|Create password|New password)$/);
    this.errorBox = page.getByRole('main').getByRole('alert');
    this.successBox = page.getByRole('main').getByRole('status');
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  async gotoLogin() {
    await this.page.goto('/login');
    await expect(this.heading('Sign in')).toBeVisible();
  }

  /** Moves to another view through the form's own links. */
  switchTo(link: string | RegExp) {
    return this.page
      .getByRole('navigation', { name: 'Other ways to sign in' })
      .getByRole('button', { name: link })
      .click();
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async enterSecondFactor(code: string) {
    await expect(this.heading('Two-factor authentication')).toBeVisible();
    await this.page.getByLabel('Authentication code').fill(code);
    await this.page.getByRole('button', { name: 'Verify', exact: true }).click();
  }
}
