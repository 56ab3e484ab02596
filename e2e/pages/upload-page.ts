/** Page object for /upload: the Uppy Dashboard, the refused files and one draft per file. */
import type { Locator, Page } from '@playwright/test';

export class UploadPage {
  readonly title: Locator;
  readonly description: Locator;
  readonly genre: Locator;
  readonly file: Locator;
  readonly submit: Locator;
  readonly progress: Locator;
  readonly interrupted: Locator;
  readonly dashboard: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByLabel('Title');
    this.description = page.getByLabel('Description');
    this.genre = page.getByRole('textbox', { name: 'Genres', exact: true });
    this.file = page.locator('.uppy-Dashboard input[type=file][name="files[]"]:not([webkitdirectory])');
    this.submit = page.getByRole('button', { name: /^(Upload Audio|Uploading\.\.\.)$/ });
    this.progress = page.locator('.uppy-StatusBar [role=progressbar]');
    this.interrupted = page.getByRole('status').filter({ hasText: 'was interrupted' });
    this.dashboard = page.locator('.uppy-Dashboard-inner');
  }

  goto() {
    return this.page.goto('/upload');
  }

  /** The draft of one file: a group named by the file name. */
  draft(fileName: string) {
    const group = this.page.getByRole('group', { name: fileName });
    return {
      group,
      title: group.getByLabel('Title', { exact: true }),
      description: group.getByLabel('Description', { exact: true }),
      genre: group.getByRole('textbox', { name: 'Genres', exact: true }),
    };
  }

  /** A file of the Dashboard's list, by name. */
  row(fileName: string) {
    return this.dashboard.locator('.uppy-Dashboard-Item').filter({ hasText: fileName });
  }

  /** A file kept out of the batch, with its reason. */
  refused(fileName: string) {
    return this.page
      .getByRole('region', { name: 'Not added' })
      .getByRole('listitem')
      .filter({ hasText: fileName });
  }

  /** Picks the file, then fills its draft. */
  async fill(fields: { title?: string; description?: string; genres?: string[]; file: string }) {
    await this.file.setInputFiles(fields.file);
    const draft = this.draft(fields.file.split('/').pop() ?? '');
    await draft.title.waitFor();
    if (fields.title !== undefined) await draft.title.fill(fields.title);
    if (fields.description !== undefined) await draft.description.fill(fields.description);
    for (const genre of fields.genres ?? []) {
      await draft.genre.fill(genre);
      await draft.genre.press('Enter');
    }
  }

  /** Whole percent the Dashboard's status bar shows (aria-valuenow). */
  async percent(): Promise<number> {
    return Number((await this.progress.getAttribute('aria-valuenow')) ?? 0);
  }

  toast(text: string | RegExp) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
