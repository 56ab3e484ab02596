/** Page object for what every screen of the main layout has: header, sidebar, player, footer, remote slots. */
import type { Locator, Page } from '@playwright/test';

export class AppPage {
  readonly header: Locator;
  readonly sidebar: Locator;
  readonly player: Locator;
  readonly footer: Locator;
  /** A remote slot's fallback ("<part> is unavailable right now." + Retry). */
  readonly fallback: Locator;
  readonly retry: Locator;

  constructor(
    readonly page: Page,
    readonly origin = '',
  ) {
    this.header = page.getByRole('banner');
    this.sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    this.player = page.getByRole('region', { name: 'Player' });
    this.footer = page.getByRole('contentinfo');
    this.fallback = page.getByRole('alert');
    this.retry = this.fallback.getByRole('button', { name: 'Retry' });
  }

  goto(path: string) {
    return this.page.goto(`${this.origin}${path}`);
  }

  /** The screen's title: every page renders exactly one level-1 heading. */
  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  navigate(label: 'Dashboard' | 'Discover' | 'Upload' | 'Library' | 'Recent' | 'Profile') {
    return this.sidebar.getByRole('link', { name: label, exact: true }).click();
  }
}
