import { defineConfig } from 'vitest/config';

// Browser journeys against a running app (E2E_BASE_URL); scripts/e2e.mjs starts the app and runs these.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
