import { defineConfig } from '@playwright/test';
import { e2ePort, e2eUrl } from './support/e2e-env.ts';

/**
 * Journeys against the production build served by the local stack (started in global-setup.ts
 * from a deployed copy of every app's dist/). Debian's Chromium; never a downloaded browser.
 * One worker: two cores are shared, and the deployment spec republishes a remote in place.
 */
export default defineConfig({
  testDir: './specs',
  // Per port, so runs on different E2E_PORTs (several people in one tree) do not wipe each other's.
  outputDir: `test-results/${e2ePort}`,
  globalSetup: './support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: e2eUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
