/**
 * What the first-view journeys share (supabase/functions/first-view): a Save-Data visitor, whose
 * app waits for the first interaction so the view stays on screen, and an element's box measured
 * at the moment the app releases the view.
 */
import type { Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The page says Save-Data: the boot script keeps the first view until the visitor acts. */
export async function saveData(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
  );
}

/**
 * Measures `selector` inside the first view when the app releases it (in the page, in the same
 * task: measured from the test, the view may go between finding the element and reading its box).
 * The returned function answers the box, or null when the view did not show the element.
 */
export async function boxAtRelease(page: Page, selector: string): Promise<() => Promise<Box | null>> {
  await page.addInitScript((selector) => {
    document.addEventListener('hifi:first-view-released', () => {
      const box = document.querySelector(`#hifi-first-view ${selector}`)?.getBoundingClientRect();
      (window as unknown as { boxAtRelease: unknown }).boxAtRelease = box
        ? { x: box.x, y: box.y, width: box.width, height: box.height }
        : null;
    });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { boxAtRelease?: Box | null }).boxAtRelease ?? null);
}

/** The app has replaced the first view. */
export async function takenOver(page: Page) {
  await page.waitForFunction(() => !document.getElementById('hifi-first-view'));
}

/** The box of an element the app draws, to compare with the first view's. */
export function boxOf(element: Element): Box {
  const box = element.getBoundingClientRect();
  return { x: box.x, y: box.y, width: box.width, height: box.height };
}
