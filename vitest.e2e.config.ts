import { defineConfig } from 'vitest/config';

// Browser journeys against a running app (E2E_BASE_URL); scripts/e2e.mjs starts the app and runs these.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // Three journeys at once against the one app: much of a journey is waiting (on the page, on queued mail), so
    // the 29 files take about 530 s this way against 785 s one at a time on this 2-core machine. They can share
    // the app because each signs in and invites its own addresses and reads only their mail from the outbox
    // (helpers/browser.ts outboxMessages).
    fileParallelism: true,
    maxWorkers: 3,
    pool: 'forks',
    // The files of one worker share imported modules (playwright-core, the helpers): isolated, each file paid
    // about 2 s of CPU importing them again. No journey mocks a module, and each keeps its own browser and pages.
    isolate: false,
    // What a page shows after an action (a count after a save, a row after a live update) may take a few
    // seconds on a loaded CI machine: expect.poll waits up to 10 s, not its default 1 s, before failing.
    expect: { poll: { timeout: 10_000 } },
  },
});
