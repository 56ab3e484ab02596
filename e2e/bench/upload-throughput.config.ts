import { defineConfig } from '@playwright/test';
import base, { benchUse } from '../playwright.config.ts';

/** The upload throughput benchmark: the same browser and stack setup as the journeys, its own files. */
export default defineConfig({
  ...base,
  // one at a time, and none of the journeys' projects: a benchmark runs alone
  workers: 1,
  use: benchUse,
  projects: [{ name: 'bench' }],
  testDir: '.',
  testMatch: 'upload-throughput.bench.ts',
  globalSetup: '../support/global-setup.ts',
  timeout: 600_000,
});
