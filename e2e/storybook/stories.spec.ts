/**
 * Every story of the workspace Storybook is a test (expectCleanStory: no console or page error,
 * its play function passes, no serious or critical axe violation, no request outside Storybook),
 * over the static build (pnpm build-storybook). The stories the visual suite shoots are checked
 * there, in the same render as their shots.
 */
import { expect } from '@playwright/test';
import { expectCleanStory, storyTest } from './story-fixtures.ts';
import { isShot, storyEntries } from './storybook-index.ts';

const stories = storyEntries().filter((entry) => entry.type === 'story');
const withPlay = stories.filter((entry) => entry.tags.includes('play-fn'));

storyTest('the catalogue: every story counted, with its play functions', () => {
  console.log(`[stories] ${stories.length} stories, ${withPlay.length} with a play function`);
  expect(stories.length).toBeGreaterThan(100);
  expect(withPlay.length).toBeGreaterThanOrEqual(25);
});

for (const story of stories.filter((entry) => !isShot(entry))) {
  storyTest(`${story.title} › ${story.name}`, async ({ storyPage, server, problems }) => {
    await expectCleanStory(storyPage, server, story, problems);
  });
}
