/** Page objects for /library and /recent. */
import type { Locator, Page } from '@playwright/test';

export class LibraryPage {
  readonly uploadsTab: Locator;
  readonly likesTab: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.uploadsTab = page.getByRole('tab', { name: 'My Uploads' });
    this.likesTab = page.getByRole('tab', { name: 'My Likes' });
    this.panel = page.getByRole('tabpanel');
  }

  goto() {
    return this.page.goto('/library');
  }

  card(title: string) {
    return this.panel
      .getByTestId('track-card')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  titles() {
    return this.panel.getByTestId('track-card').locator('h3').allTextContents();
  }

  toast(text: string | RegExp) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}

export class RecentPage {
  readonly list: Locator;
  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Recently played' });
  }
  goto() {
    return this.page.goto('/recent');
  }
  titles() {
    return this.list.getByRole('listitem').locator('h3').allTextContents();
  }
  /** The first card of a track, by its exact title. */
  card(title: string) {
    return this.list
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) })
      .first();
  }
}
