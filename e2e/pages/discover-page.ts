/** Page object for /discover. */
import type { Locator, Page } from '@playwright/test';

export class DiscoverPage {
  readonly search: Locator;
  readonly genre: Locator;
  readonly sort: Locator;
  readonly list: Locator;
  readonly cards: Locator;
  readonly skeletons: Locator;
  readonly endMarker: Locator;
  readonly loadingMore: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByPlaceholder('Search audio files...');
    this.genre = page.getByLabel('Filter by Genre');
    this.sort = page.getByLabel('Sort By');
    this.list = page.getByRole('list', { name: 'Tracks' });
    this.cards = this.list.getByTestId('track-card');
    this.skeletons = page.getByTestId('track-card-skeleton');
    this.endMarker = page.getByTestId('end-marker');
    this.loadingMore = page.getByText('Loading more...');
    this.empty = page.getByText('No audio files found');
  }

  /**
   * Opens Discover in the app. The default view first shows the server's first view
   * (supabase/functions/first-view), which the app takes over after the first frame: what a test
   * does to the page is done to the app's.
   */
  async goto(query = '') {
    const response = await this.page.goto(`/discover${query}`);
    await this.page.locator('#hifi-first-view').waitFor({ state: 'detached' });
    return response;
  }

  /** Titles of the cards in the list, in order. */
  titles() {
    return this.cards.getByRole('heading', { level: 3 }).allTextContents();
  }

  card(title: string) {
    return this.list
      .getByTestId('track-card')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /**
   * Brings the end marker into view until it is gone (the last page came); returns the number of
   * cards then. Pages may also load on their own while the marker is already in view.
   */
  async scrollToEnd(): Promise<number> {
    // A view just chosen shows skeletons (no cards, no marker) until its first page comes.
    await this.page.waitForFunction(() => !document.querySelector('[data-testid="track-card-skeleton"]'));
    for (;;) {
      const before = await this.cards.count();
      const marker = await this.page.evaluate(() => {
        const element = document.querySelector('[data-testid="end-marker"]');
        element?.scrollIntoView({ block: 'end' });
        return element !== null;
      });
      if (!marker) return before;
      await this.page.waitForFunction(
        (n) =>
          document.querySelectorAll('[aria-label="Tracks"] [data-testid="track-card"]').length > n ||
          !document.querySelector('[data-testid="end-marker"]'),
        before,
      );
    }
  }
}
