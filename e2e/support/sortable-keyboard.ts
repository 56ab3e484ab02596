/**
 * Moves a row of a SortableList (@hifi/shared/sortable-list) with the keyboard alone: focus its
 * handle, Space, the arrow `times`, Space. Like a screen-reader user, it waits for each
 * announcement before the next key: @dnd-kit measures the new position after a render, and a key
 * pressed before that moves from the old one.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export async function moveWithKeyboard(
  page: Page,
  /** the rows' names in the list's order, as the handles say them ("Move {name}") */
  names: Locator,
  name: string,
  key: 'ArrowUp' | 'ArrowDown',
  times: number,
) {
  const announced = page.locator('[id^="DndLiveRegion"]');
  let position = (await names.allTextContents()).indexOf(name) + 1;
  await page.getByRole('button', { name: `Move ${name}`, exact: true }).focus();
  await page.keyboard.press('Space');
  // Picked up: it is over its own place.
  await expect(announced).toHaveText(`${name} is at position ${position}.`);
  for (let i = 0; i < times; i++) {
    position += key === 'ArrowUp' ? -1 : 1;
    // A key pressed before @dnd-kit has measured the rows after the pick-up moves nothing (on a
    // busy machine, a second or more): pressed again, as a keyboard user would.
    await expect(async () => {
      await page.keyboard.press(key);
      await expect(announced).toHaveText(`${name} is at position ${position}.`, { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
  }
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(`${name} dropped at position ${position}.`);
}
