import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/helpers/globalSetup.ts'],
    // Rules run in a zone far from UTC so that time-zone mistakes show (as Rallly does).
    env: { TZ: 'Asia/Kathmandu', NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
