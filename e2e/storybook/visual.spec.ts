/**
 * Visual snapshots of every whole page (Pages/*) and every UI kit story (UI/*) at the desktop
 * (1280 px) and phone (390 px) widths, compared with the baselines in storybook/__snapshots__.
 * Stable on these machines: Debian's Chromium, Inter from npm (never system fonts), animations
 * off, fonts loaded before the shot. After an intended change: `pnpm --filter @hifi/e2e
 * test:stories --update-snapshots`, then review the new PNGs like code.
 */
import { expect, type Page, test } from '@playwright/test';
import { StaticServer } from '../support/static-server.ts';
import { openStory, staticDir, storyEntries } from './storybook-index.ts';

const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
// A page's Phone story is the same page the 390 px shot already shows.
const shots = storyEntries().filter(
  (entry) =>
    entry.type === 'story' &&
    (entry.title.startsWith('Pages/') || entry.title.startsWith('UI/')) &&
    entry.name !== 'Phone',
);

const visualTest = test.extend<object, { server: StaticServer; shotPage: Page }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = new StaticServer(staticDir);
      await server.start();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  shotPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const story of shots) {
  for (const [width, size] of Object.entries(widths)) {
    visualTest(`${story.title} › ${story.name} at ${size.width} px`, async ({ shotPage, server }) => {
      await shotPage.setViewportSize(size);
      await openStory(shotPage, server.url, story.id);
      await shotPage.evaluate(() => document.fonts.ready);
      const name = `${story.id}-${width}.png`;
      if (story.title.startsWith('Pages/')) {
        // A page's data arrives after the story has rendered; its shot shows the state it settles in
        // (a Server Error story its error, not the skeletons before it), except the Loading stories.
        if (story.name !== 'Loading')
          await expect(shotPage.locator('.animate-pulse, [aria-busy="true"]')).toHaveCount(0, {
            timeout: 15_000,
          });
        // Native <select>s are masked: Chromium draws their text with subpixel or grayscale
        // antialiasing depending on how it composited that frame (it changed under CI load from one
        // run to the next). The kit's own Select has its snapshots under UI/.
        await expect(shotPage).toHaveScreenshot(name, { mask: [shotPage.locator('select')] });
      } else {
        // A component: only its own box, so a kit story's baseline stays a few KB.
        await expect(shotPage.locator('#storybook-root')).toHaveScreenshot(name);
      }
    });
  }
}
