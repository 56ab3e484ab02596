/**
 * Every story of the workspace Storybook is a test: it renders with no console error and no page
 * error, its play function passes, axe (run by addon-a11y after every story) finds no serious or
 * critical violation, and it sends no
 * request outside Storybook's own origin. Runs over the static build (pnpm build-storybook).
 * One page per worker goes from story to story, as a designer's tab does, so the mock service
 * worker registers once; each story still starts from a clean state (the preview resets it).
 */
import { expect, type Page, test } from '@playwright/test';
import { StaticServer } from '../support/static-server.ts';
import { openStory, staticDir, storyEntries } from './storybook-index.ts';

const stories = storyEntries().filter((entry) => entry.type === 'story');
const withPlay = stories.filter((entry) => entry.tags.includes('play-fn'));

const storyTest = test.extend<{ problems: string[] }, { server: StaticServer; storyPage: Page }>({
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
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  problems: async ({ storyPage, server }, use) => {
    const problems: string[] = [];
    // What this story asked for: the page goes from story to story, and a response to the one
    // before (an error story's 503, answered late) is that story's, not this one's.
    const asked = new Set<string>();
    const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
    const onConsole = (message: import('@playwright/test').ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      // The browser's own favicon.ico request is not the story's.
      if (url.endsWith('/favicon.ico')) return;
      if (message.text().startsWith('Failed to load resource') && !asked.has(url)) return;
      problems.push(`console error: ${message.text()}`);
    };
    const onRequest = (request: import('@playwright/test').Request) => {
      asked.add(request.url());
      const url = new URL(request.url());
      if (['http:', 'https:'].includes(url.protocol) && url.origin !== server.url) {
        problems.push(`request outside Storybook: ${request.url()}`);
      }
    };
    storyPage.on('pageerror', onPageError);
    storyPage.on('console', onConsole);
    storyPage.on('request', onRequest);
    await use(problems);
    storyPage.off('pageerror', onPageError);
    storyPage.off('console', onConsole);
    storyPage.off('request', onRequest);
  },
});

storyTest('the catalogue: every story counted, with its play functions', () => {
  console.log(`[stories] ${stories.length} stories, ${withPlay.length} with a play function`);
  expect(stories.length).toBeGreaterThan(100);
  expect(withPlay.length).toBeGreaterThanOrEqual(25);
});

for (const story of stories) {
  storyTest(`${story.title} › ${story.name}`, async ({ storyPage, server, problems }) => {
    const { errors, axe } = await openStory(storyPage, server.url, story.id);
    expect(errors, 'Storybook reported errors (render or play function)').toEqual([]);
    expect(axe, 'axe (addon-a11y): serious or critical violations').toEqual([]);
    // Error-state stories log their failed requests, as the site does; page errors still count.
    const expected = story.tags.includes('expect-console-errors');
    expect(problems.filter((p) => !(expected && p.startsWith('console error:')))).toEqual([]);
  });
}
