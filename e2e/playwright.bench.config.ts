import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * Benchmarks (`*.bench.ts` under specs/) in the same Chromium against the same deployed build and
 * stack as the journeys, run on demand only: they print figures and never decide pass/fail on
 * time. `pnpm --filter @hifi/e2e exec playwright test -c playwright.bench.config.ts`
 */
export default defineConfig({
  ...base,
  testMatch: '**/*.bench.ts',
  timeout: 30 * 60_000,
  expect: { timeout: 120_000 },
});
