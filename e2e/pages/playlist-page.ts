/** Page objects for playlists (docs/product.md#playlists): the "Add to playlist" dialog and /playlist/{id}. */
import { expect, type Locator, type Page } from '@playwright/test';
import { moveWithKeyboard } from '../support/sortable-keyboard.ts';

export class PlaylistPage {
  readonly dialog: Locator;
  readonly player: Locator;
  /** the tracks' titles, in the playlist's order */
  readonly titles: Locator;
  readonly facts: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Add to playlist' });
    this.player = page.getByRole('region', { name: 'Player' });
    this.titles = page
      .getByRole('list', { name: 'Tracks' })
      .getByTestId('playlist-entry')
      .locator('a[href^="/audio/"]');
    this.facts = page.getByTestId('playlist-facts');
    this.notFound = page.getByRole('heading', { level: 1, name: 'Playlist Not Found' });
  }

  card(title: string): Locator {
    return this.page.getByTestId('track-card').filter({ hasText: title });
  }

  /** Picks a playlist in the open dialog; the track goes at its end and the dialog closes. */
  async pick(playlistTitle: string) {
    await this.dialog.getByRole('button', { name: new RegExp(playlistTitle) }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Moves a track with the keyboard alone (support/sortable-keyboard.ts). */
  moveWithKeyboard(title: string, key: 'ArrowUp' | 'ArrowDown', times: number) {
    return moveWithKeyboard(this.page, this.titles, title, key, times);
  }

  async playing(title: string) {
    await expect(this.player.getByText(title).first()).toBeVisible();
    await expect(this.player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  }
}
