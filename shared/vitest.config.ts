import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The data tests upload to and play from a real stack; in CI they share two cores with the story suite.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
