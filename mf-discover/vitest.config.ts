import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Files share their worker's loaded modules: about half the CPU of a fresh copy per file. Every
  // test cleans up after itself, so none sees another file's state.
  test: { environment: 'happy-dom', isolate: false, include: ['src/**/*.test.{ts,tsx}'] },
});
