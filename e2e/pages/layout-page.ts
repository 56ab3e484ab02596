/** Page object for the layout's own controls: the collapsible sidebar, its mobile sheet, sign-out. */
import type { Locator, Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { jwtSecret } from '../support/e2e-env.ts';

export class LayoutPage {
  readonly rail: Locator;
  readonly trigger: Locator;
  readonly sheet: Locator;
  readonly sidebar: Locator;

  constructor(readonly page: Page) {
    this.rail = page.getByTestId('sidebar');
    this.trigger = page.getByRole('button', { name: 'Toggle sidebar' });
    this.sheet = page.getByRole('dialog', { name: 'Sidebar' });
    this.sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  }

  signOut() {
    return this.sidebar.getByRole('button', { name: 'Sign Out' }).click();
  }

  /** A confirmed user with a password, made through the stack's admin API (service_role key). */
  static async createUser(baseURL: string, email: string, password: string) {
    const serviceKey = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(jwtSecret));
    const response = await fetch(`${baseURL}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${serviceKey}`,
        apikey: serviceKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password, email_confirm: true }),
    });
    if (!response.ok)
      throw new Error(`admin create user answered ${response.status}: ${await response.text()}`);
  }
}
