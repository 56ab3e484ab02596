import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Test stacks start from migrated databases made once here (backend/test/migrated-databases.ts).
    globalSetup: ['../backend/test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own stack; two cores, so not too many at once.
    maxWorkers: 2,
  },
});
