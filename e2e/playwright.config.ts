import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, headlessShellPath } from './support/chromium.ts';
import { e2ePort, e2eUrl } from './support/e2e-env.ts';

/**
 * Journeys against the production build served by the local stack (started in global-setup.ts
 * from a deployed copy of every app's dist/). Debian's Chromium; never a downloaded browser.
 * Three workers (E2E_WORKERS changes it): most journeys wait on the network or on timers, so on
 * two cores a third keeps them busy (all journeys on an idle machine: 4.7 min with two workers,
 * 3.9 with three, 3.7 with four). Specs that change what the whole site shows run one at a
 * time, after the rest: the three that make a member the featured user ('ada').
 */
const alone = /(data-cache|discover-browse|discover-phone)\.spec\.ts$/;

const config = defineConfig({
  testDir: './specs',
  // Per port, so runs on different E2E_PORTs (several people in one tree) do not wipe each other's.
  outputDir: `test-results/${e2ePort}`,
  globalSetup: './support/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  projects: [
    { name: 'journeys', testIgnore: alone },
    { name: 'alone', testMatch: alone, dependencies: ['journeys'], workers: 1 },
  ],
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: e2eUrl,
    // Recording a trace costs every test CPU on two busy cores; E2E_TRACE=1 keeps one per failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The background wave draws at 60 fps in every open page: about a quarter of a core each, a
    // third of the two cores the journeys share. Journeys run as a reduced-motion visitor (every
    // context, browser.newContext() too); the specs of the wave itself and of the site's policy
    // (shell-effects, site-csp) put motion back.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: headlessShellPath,
      // V8's optimising tiers compile hot code in the background: in pages that live a few seconds
      // that is work never paid back (7 % less CPU over 47 journeys, renderers 8 %). The
      // benchmarks and the stories keep every tier (visitorLaunchOptions, storyCheckLaunchOptions).
      args: [...chromiumArgs, '--js-flags=--max-opt=0'],
    },
  },
});

/**
 * The full browser with V8 at all its tiers, as a visitor's runs the site: for the benchmarks and
 * the visual snapshots.
 */
export const visitorLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

/**
 * The story checks: V8 at all its tiers (one page per worker lives through the whole suite: 4.8
 * minutes without the optimising tiers in one CI run, 3.9 and 4.3 with them in others), in the
 * headless shell.
 */
export const storyCheckLaunchOptions = { executablePath: headlessShellPath, args: chromiumArgs };

/** What the benchmarks use: the journeys' settings in a visitor's browser. */
export const benchUse = { ...config.use, launchOptions: visitorLaunchOptions };

export default config;
