/** Page object for /profile/:userId. */
import type { Locator, Page } from '@playwright/test';

export class ProfilePage {
  readonly name: Locator;
  readonly edit: Locator;
  readonly username: Locator;
  readonly save: Locator;
  readonly cancel: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByRole('heading', { level: 1 });
    this.edit = page.getByRole('button', { name: 'Edit username' });
    this.username = page.getByRole('textbox', { name: 'Username' });
    this.save = page.getByRole('button', { name: 'Save username' });
    this.cancel = page.getByRole('button', { name: 'Cancel editing' });
    this.error = page.getByRole('alert').filter({ hasText: /username/i });
  }

  goto(userId: string) {
    return this.page.goto(`/profile/${userId}`);
  }
}
