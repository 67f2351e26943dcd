import { defineConfig } from 'vitest/config';

/**
 * The api files that start the server as a child process (the run's bundle, buildTestServer in
 * scripts/buildServer.mjs; 2-8 s per start) and time its start and stop: they run after the others, two at a
 * time, so that the others' load does not push a child past the files' start-up and exit deadlines.
 */
const CHILD_SERVER_FILES = [
  'test/api/platform/ctrlC.test.ts',
  'test/api/platform/dbDeadline.test.ts',
  'test/api/platform/jobRunner.test.ts',
  'test/api/platform/shutdown.test.ts',
  'test/api/platform/startup.test.ts',
  'test/security/embedded.test.ts',
];

export default defineConfig({
  test: {
    // Rules run in a zone far from UTC so that time-zone mistakes show (as Rallly does).
    env: { TZ: 'Asia/Kathmandu', NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        // Pure functions beside their source: no database and no server, so no globalSetup; they run in seconds.
        // freshDatabase() throws here, because only the api project provides pgUrlTemplate.
        // isolate: false lets the files of one worker share imported modules (about 9 s instead of 60 s on a busy
        // machine); pure rules keep no state between files, and the two tests that stub localStorage unstub it.
        // The forks pool stays: TZ only takes effect in a fresh process, not in a worker thread.
        extends: true,
        // Two workers, not vitest's cores - 1: a worker spends about half its time importing, 16 → 12 s here.
        test: { name: 'unit', include: ['src/**/*.test.ts'], isolate: false, maxWorkers: 2 },
      },
      {
        // Everything through real PostgreSQL (embedded unless DATABASE_URL is set), the app or a child server.
        extends: true,
        test: {
          name: 'api',
          include: ['test/**/*.test.ts'],
          // Longer than the 45 s the notification tests give the jobs (notificationsFixtures.waitFor): on a loaded
          // 2-core machine a reminder or confirmation can come after 30 s, and the test must fail on its own
          // message, not on vitest's timeout. A test that passes returns as soon as what it waits for is there.
          testTimeout: 60_000,
          globalSetup: ['test/helpers/globalSetup.ts'],
          // The files of one worker share imported modules: with isolation each file paid 5-7 s of CPU to import
          // the whole server again (8 small files: 37 s of CPU isolated, 18 s shared). Every file makes its own
          // apps and databases (createTestApp), and none mocks a module; the few that fake Date or spy on a
          // prototype undo it themselves.
          isolate: false,
          // vitest's default on 2 cores is one worker (cores - 1), but much of a file's time is waiting (on
          // PostgreSQL, on SMTP peers, on queued jobs and their retries): with four at once the project takes
          // 171 s on this 2-core machine, against 196 s with three and 282 s with two.
          maxWorkers: 4,
          exclude: CHILD_SERVER_FILES,
        },
      },
      {
        // npm run test:api runs both projects; one of these files alone: --project api-servers.
        extends: true,
        test: {
          name: 'api-servers',
          include: CHILD_SERVER_FILES,
          testTimeout: 60_000,
          globalSetup: ['test/helpers/globalSetup.ts', 'test/helpers/serverBundleSetup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
