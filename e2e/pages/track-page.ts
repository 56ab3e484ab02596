/** Page object for /audio/:id. */
import type { Locator, Page } from '@playwright/test';

export class TrackPage {
  readonly title: Locator;
  readonly commentBox: Locator;
  readonly postComment: Locator;
  readonly comments: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1 });
    this.commentBox = page.getByPlaceholder('Add a comment...');
    this.postComment = page.getByRole('button', { name: 'Post Comment' });
    this.comments = page.getByTestId('comment');
  }

  goto(id: string) {
    return this.page.goto(`/audio/${id}`);
  }
}
