/** Page objects for playlists (docs/product.md#playlists): the "Add to playlist" dialog and /playlist/{id}. */
import { expect, type Locator, type Page } from '@playwright/test';

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

  /**
   * Moves a track with the keyboard alone: focus its handle, Space, the arrow `times`, Space. Like a
   * screen-reader user, it waits for each announcement before the next key: @dnd-kit measures the
   * new position after a render, and a key pressed before that moves from the old one.
   */
  async moveWithKeyboard(title: string, key: 'ArrowUp' | 'ArrowDown', times: number) {
    const announced = this.page.locator('[id^="DndLiveRegion"]');
    let position = (await this.titles.allTextContents()).indexOf(title) + 1;
    await this.page.getByRole('button', { name: `Move ${title}`, exact: true }).focus();
    await this.page.keyboard.press('Space');
    // Picked up: it is over its own place.
    await expect(announced).toHaveText(`${title} is at position ${position}.`);
    for (let i = 0; i < times; i++) {
      position += key === 'ArrowUp' ? -1 : 1;
      // A key pressed before @dnd-kit has measured the rows after the pick-up moves nothing (on a
      // busy machine, a second or more): pressed again, as a keyboard user would.
      await expect(async () => {
        await this.page.keyboard.press(key);
        await expect(announced).toHaveText(`${title} is at position ${position}.`, { timeout: 2000 });
      }).toPass({ timeout: 15_000 });
    }
    await this.page.keyboard.press('Space');
    await expect(announced).toHaveText(`${title} dropped at position ${position}.`);
  }

  async playing(title: string) {
    await expect(this.player.getByText(title).first()).toBeVisible();
    await expect(this.player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  }
}
