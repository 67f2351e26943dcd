import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/database';
import { loadEnv } from '../src/server/env';
import { createApp } from '../src/server/http/app';
import { createJobQueue } from '../src/server/jobs/queue';
import { createLogger } from '../src/server/logger';
import { createErrorReporter } from '../src/server/providers/errors';
import { createMailProvider } from '../src/server/providers/mail';
import { createSmsProvider } from '../src/server/providers/sms';
import { createStorageProvider } from '../src/server/providers/storage';
import { loadSecrets } from '../src/server/secrets';

/** The real app on a throw-away embedded PostgreSQL, listening on a free loopback port. */
export async function startBenchApp() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elk-bench-'));
  const env = loadEnv({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
  });
  const logger = createLogger('silent');
  const database = await openDatabase(env, logger);
  const { db } = database;
  const senders = {
    env,
    db,
    logger,
    mail: createMailProvider(env, db, logger),
    sms: createSmsProvider(env, db, logger),
    secrets: await loadSecrets(env, db),
  };
  const jobs = createJobQueue(senders);
  await jobs.start();
  const deps = { ...senders, storage: createStorageProvider(env), jobs };
  const app = createApp({ ...deps, reporter: createErrorReporter(undefined, logger) });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    async stop() {
      server.closeAllConnections();
      server.close();
      await jobs.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `task` `count` times with `concurrency` in flight and prints latency percentiles and throughput. */
export async function measure(
  label: string,
  count: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await task(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} n=${count} c=${concurrency}  p50=${percentile(latencies, 50).toFixed(1)}ms  p95=${percentile(latencies, 95).toFixed(1)}ms  ${(count / seconds).toFixed(0)} req/s`,
  );
}
