import { defineConfig } from '@playwright/test';
import { storyCheckLaunchOptions, visitorLaunchOptions } from './playwright.config.ts';

/**
 * The Storybook suites: every story as a test (render, play function, axe) and the visual
 * snapshots, over the static build in shared/storybook-static. They need no stack, so they run
 * apart from the journeys, two workers at a time.
 */
export default defineConfig({
  testDir: './storybook',
  outputDir: 'test-results/storybook',
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // In CI the suite shares two cores with the unit tests: a story that misses a frame under that load gets one more
  // try; a real change fails both.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  expect: {
    timeout: 10_000,
    // threshold: pixelmatch's per-pixel colour tolerance. Its default (0.2) is blind to the dark theme's
    // neighbouring shades (a slate-800 skeleton on a slate-900 card passed as unchanged); 0.05 sees them.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002, threshold: 0.05 },
  },
  snapshotPathTemplate: '{testDir}/__snapshots__/{arg}{ext}',
  projects: [
    { name: 'stories', testIgnore: /visual\.spec\.ts$/, use: { launchOptions: storyCheckLaunchOptions } },
    // Pixels as a visitor's browser draws them: the headless shell rasterises text differently.
    { name: 'visual', testMatch: /visual\.spec\.ts$/, use: { launchOptions: visitorLaunchOptions } },
  ],
});
