/** Page object for /upload. */
import type { Locator, Page } from '@playwright/test';

export class UploadPage {
  readonly title: Locator;
  readonly description: Locator;
  readonly genre: Locator;
  readonly addGenre: Locator;
  readonly file: Locator;
  readonly submit: Locator;
  readonly progress: Locator;
  readonly interrupted: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByLabel('Title');
    this.description = page.getByLabel('Description');
    this.genre = page.getByRole('textbox', { name: 'Genres', exact: true });
    this.addGenre = page.getByRole('button', { name: 'Add genre' });
    this.file = page.getByLabel('Audio file');
    this.submit = page.getByRole('button', { name: /^(Upload Audio|Uploading\.\.\.)$/ });
    this.progress = page.getByRole('progressbar', { name: 'Upload progress' });
    this.interrupted = page.getByRole('status').filter({ hasText: 'was interrupted' });
  }

  goto() {
    return this.page.goto('/upload');
  }

  async fill(fields: { title?: string; description?: string; genres?: string[]; file: string }) {
    if (fields.title !== undefined) await this.title.fill(fields.title);
    if (fields.description !== undefined) await this.description.fill(fields.description);
    for (const genre of fields.genres ?? []) {
      await this.genre.fill(genre);
      await this.genre.press('Enter');
    }
    await this.file.setInputFiles(fields.file);
  }

  /** Whole percent the progress bar shows (aria-valuenow). */
  async percent(): Promise<number> {
    return Number((await this.progress.getAttribute('aria-valuenow')) ?? 0);
  }

  toast(text: string | RegExp) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
