/**
 * Visual snapshots of every whole page (Pages/*) and every UI kit story (UI/*) at the desktop
 * (1280 px) and phone (390 px) widths, compared with the baselines in storybook/__snapshots__,
 * each width from its own render of the story, which is checked as every story is
 * (expectCleanStory). Stable on these machines: Debian's Chromium, Inter from npm (never system
 * fonts), animations off, fonts loaded before the shot. After an intended change: `pnpm --filter
 * @hifi/e2e test:stories --update-snapshots`, then review the new PNGs like code.
 */
import { expect } from '@playwright/test';
import { expectCleanStory, storyTest } from './story-fixtures.ts';
import { isShot, storyEntries } from './storybook-index.ts';

const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

storyTest.use({ storyMotion: 'reduce' });
// Two renders and two shots each.
storyTest.describe.configure({ timeout: 60_000 });

for (const story of storyEntries().filter(isShot)) {
  storyTest(`${story.title} › ${story.name} at 1280 and 390 px`, async ({ storyPage, server, problems }) => {
    for (const [width, size] of Object.entries(widths)) {
      await storyPage.setViewportSize(size);
      // The resize event lands in a frame after the new width: past it before the story renders,
      // or it closes what the story's play opened (a Select's list, as Radix does on resize).
      await storyPage.evaluate(async (w) => {
        while (window.innerWidth !== w) await new Promise(requestAnimationFrame);
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      }, size.width);
      await expectCleanStory(storyPage, server, story, problems);
      await storyPage.evaluate(() => document.fonts.ready);
      const name = `${story.id}-${width}.png`;
      if (story.title.startsWith('Pages/')) {
        // A page's data arrives after the story has rendered; its shot shows the state it settles in
        // (a Server Error story its error, not the skeletons or the spinner before it), except the
        // Loading stories.
        if (story.name !== 'Loading')
          await expect(storyPage.locator('.animate-pulse, .animate-spin, [aria-busy="true"]')).toHaveCount(
            0,
            {
              timeout: 15_000,
            },
          );
        // Native <select>s are masked: Chromium draws their text with subpixel or grayscale
        // antialiasing depending on how it composited that frame (it changed under CI load from one
        // run to the next). The kit's own Select has its snapshots under UI/. A secret link field
        // holds the story server's origin, whose port differs from run to run.
        await expect(storyPage).toHaveScreenshot(name, {
          mask: [storyPage.locator('select'), storyPage.locator('input[readonly][value*="/s/"]')],
        });
      } else {
        // A component: only its own box, so a kit story's baseline stays a few KB.
        await expect(storyPage.locator('#storybook-root')).toHaveScreenshot(name);
      }
    }
  });
}
