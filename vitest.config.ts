import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'src-server/**/*.test.ts',
      'migrations/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['src-server/test/global-setup.ts'],
    setupFiles: ['src/test/setup-dom.ts'],
    pool: 'forks',
    // Each worker holds a PGlite (~240 MB); two cores, so two workers.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    restoreMocks: true,
  },
});
