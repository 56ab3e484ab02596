import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

/** The upload throughput benchmark: the same browser and stack setup as the journeys, its own files. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'upload-throughput.bench.ts',
  globalSetup: '../support/global-setup.ts',
  timeout: 600_000,
});
