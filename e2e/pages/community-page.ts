/** Page objects for following, the feed and notifications (docs/product.md#2-screens-and-routes). */
import type { Locator, Page } from '@playwright/test';

export class CommunityPage {
  readonly follow: Locator;
  readonly unfollow: Locator;
  readonly followers: Locator;
  /** the header's bell; its accessible name carries the unread count */
  readonly bell: Locator;
  readonly unreadCount: Locator;
  readonly feed: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.follow = page.getByRole('button', { name: 'Follow', exact: true });
    this.unfollow = page.getByRole('button', { name: 'Unfollow', exact: true });
    this.followers = page.getByTestId('followers-count');
    this.bell = page.getByRole('banner').getByTestId('notification-bell');
    this.unreadCount = this.bell.getByTestId('unread-count');
    this.feed = page.getByRole('list', { name: 'Feed' });
    this.notifications = page.getByRole('list', { name: 'Notifications' });
  }
}
