import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/platform/db/database';
import { outbox } from '../src/server/platform/db/schema';
import { loadEnv } from '../src/server/platform/env';
import { createApp } from '../src/server/app/app';
import { jobDefinitions } from '../src/server/app/jobs';
import { createJobQueue } from '../src/server/platform/jobs';
import { createLogger } from '../src/server/platform/logger';
import { createErrorReporter } from '../src/server/platform/providers/errors';
import { createMailProvider } from '../src/server/platform/providers/mail';
import { createSmsProvider } from '../src/server/platform/providers/sms';
import { createStorageProvider } from '../src/server/platform/providers/storage';
import { loadSecrets } from '../src/server/platform/secrets';

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
  const services = {
    env,
    db,
    logger,
    mail: createMailProvider(env, db, logger),
    sms: createSmsProvider(env, db, logger),
    storage: createStorageProvider(env),
    secrets: await loadSecrets(env, db),
  };
  const jobs = createJobQueue(services, jobDefinitions);
  await jobs.start();
  const deps = { ...services, jobs };
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

type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;
export type RpcReply = { result?: Record<string, unknown>; error?: { message: string } };
export type BenchRpc = (
  service: string,
  method: string,
  params: Record<string, unknown>,
  ip?: string,
) => Promise<RpcReply>;

/** A JSON-RPC caller for the bench app's `/json/<Service>`; `ip` sets X-Forwarded-For (per-IP limits). */
export function benchRpc(bench: BenchApp): BenchRpc {
  return async (service, method, params, ip = '127.0.0.1') => {
    const res = await fetch(`${bench.url}/json/${service}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: '1',
        method,
        params: { header: { deviceId: 'WEB-bench' }, ...params },
      }),
    });
    return (await res.json()) as RpcReply;
  };
}

/** Signs `email` in by its code from the outbox and creates the profile; returns the request header. */
export async function signInBenchUser(bench: BenchApp, rpc: BenchRpc, email: string) {
  await rpc('AuthenticationService', 'sendEmailSignInCode', { emailAddress: email });
  const [mail] = await bench.deps.db.select().from(outbox).where(eq(outbox.to, email));
  const code = /\b(\d{6})\b/.exec(mail!.text)![1];
  const signIn = await rpc('AuthenticationService', 'signInWithEmailAndCode', { emailAddress: email, code });
  const auth = await rpc('AuthenticationService', 'authenticate', {
    verifiedEmailAddress: email,
    firebaseIDToken: signIn.result!.firebaseCustomToken,
  });
  const header = {
    deviceId: 'WEB-bench',
    userId: auth.result!.userId as string,
    accessToken: auth.result!.accessToken as string,
  };
  await rpc('EventService', 'createElkUser', { header, elkUser: { name: 'Bench' } });
  return header;
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
