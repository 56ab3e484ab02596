import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts not caused by input (CLS as a visitor feels it), from its first
 * script on; the returned function reads the sum so far.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
