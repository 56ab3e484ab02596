import { defineConfig } from '@playwright/test';
import base, { benchUse } from './playwright.config.ts';

/**
 * Benchmarks (`*.bench.ts` under specs/) in the same Chromium against the same deployed build and
 * stack as the journeys, run on demand only: they print figures and never decide pass/fail on
 * time. `pnpm --filter @hifi/e2e exec playwright test -c playwright.bench.config.ts`
 */
export default defineConfig({
  ...base,
  // one at a time, and none of the journeys' projects: a benchmark runs alone
  workers: 1,
  projects: [{ name: 'bench' }],
  testMatch: '**/*.bench.ts',
  timeout: 30 * 60_000,
  expect: { timeout: 120_000 },
  use: benchUse,
});
