import { defineConfig } from 'vitest/config';

// Browser journeys against a running app (E2E_BASE_URL); scripts/e2e.mjs starts the app and runs these.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 3,
    pool: 'forks',
    // What a page shows after an action (a count after a save, a row after a live update) may take a few
    // seconds on a loaded CI machine: expect.poll waits up to 10 s, not its default 1 s, before failing.
    expect: { poll: { timeout: 10_000 } },
  },
});
