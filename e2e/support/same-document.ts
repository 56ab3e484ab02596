/** Proves a page was never fully reloaded: a mark set on its window survives only in the same document. */
import type { Page } from '@playwright/test';

/** Marks the page's current document; the returned check says whether the page still shows it. */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  return () =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}
