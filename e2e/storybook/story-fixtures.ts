/**
 * What the story suites share: the static Storybook served once per worker, one page per worker
 * that goes from story to story (as a designer's tab does, so the mock service worker registers
 * once; the preview resets each story), and the check every story passes.
 */
import { type ConsoleMessage, expect, type Page, type Request, test } from '@playwright/test';
import { StaticServer } from '../support/static-server.ts';
import { openStory, type StoryEntry, staticDir } from './storybook-index.ts';

export const storyTest = test.extend<
  { problems: string[] },
  { server: StaticServer; storyPage: Page; storyMotion: 'reduce' | 'no-preference' }
>({
  storyMotion: ['no-preference', { scope: 'worker', option: true }],
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
    async ({ browser, storyMotion }, use) => {
      const context = await browser.newContext({ reducedMotion: storyMotion });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  /** Page errors, console errors and requests outside Storybook while the test runs. */
  problems: async ({ storyPage, server }, use) => {
    const problems: string[] = [];
    // What this story asked for: the page goes from story to story, and a response to the one
    // before (an error story's 503, answered late) is that story's, not this one's.
    const asked = new Set<string>();
    const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      // The browser's own favicon.ico request is not the story's.
      if (url.endsWith('/favicon.ico')) return;
      if (message.text().startsWith('Failed to load resource') && !asked.has(url)) return;
      problems.push(`console error: ${message.text()} ${url}`);
    };
    const onRequest = (request: Request) => {
      asked.add(request.url());
      const url = new URL(request.url());
      if (['http:', 'https:'].includes(url.protocol) && url.origin !== server.url) {
        problems.push(`request outside Storybook: ${request.url()}`);
      }
    };
    // Requests still on their way when the story ends (an error story's retries) would fail in
    // the next one, under its listeners: the story ends once the network has been quiet for 250 ms
    // (at most 600 ms: a Loading story's requests never end).
    let inFlight = 0;
    const started = () => inFlight++;
    const ended = () => inFlight--;
    storyPage.on('pageerror', onPageError);
    storyPage.on('console', onConsole);
    storyPage.on('request', onRequest);
    storyPage.on('request', started);
    storyPage.on('requestfinished', ended);
    storyPage.on('requestfailed', ended);
    await use(problems);
    storyPage.off('pageerror', onPageError);
    storyPage.off('console', onConsole);
    storyPage.off('request', onRequest);
    for (let quiet = 0, waited = 0; quiet < 250 && waited < 600; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      quiet = inFlight > 0 ? 0 : quiet + 50;
    }
    storyPage.off('request', started);
    storyPage.off('requestfinished', ended);
    storyPage.off('requestfailed', ended);
  },
});

/**
 * Opens the story and checks it: it renders with no console or page error, its play function
 * passes, axe (run by addon-a11y after every story) finds no serious or critical violation, and
 * it sends no request outside Storybook's own origin.
 */
export async function expectCleanStory(
  page: Page,
  server: StaticServer,
  story: StoryEntry,
  problems: string[],
) {
  const { errors, axe } = await openStory(page, server.url, story.id);
  expect(errors, 'Storybook reported errors (render or play function)').toEqual([]);
  expect(axe, 'axe (addon-a11y): serious or critical violations').toEqual([]);
  // Error-state stories log their failed requests, as the site does; page errors still count.
  const expected = story.tags.includes('expect-console-errors');
  expect(problems.filter((p) => !(expected && p.startsWith('console error:')))).toEqual([]);
}
