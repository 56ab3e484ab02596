import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Test stacks start from migrated databases made once here (backend/test/migrated-databases.ts).
    globalSetup: ['../backend/test/global-setup.ts'],
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share their worker's loaded modules: 99 → 37 CPU-s for this suite. A test of module
    // state takes a fresh copy itself (vi.resetModules); the rest clean up after every test.
    isolate: false,
    // The data tests upload to and play from a real stack; in CI they share two cores with the story suite.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
