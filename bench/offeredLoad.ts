import http from 'node:http';
import { type LoadFigures, type LoadSpec, newTally, type Tally, timing } from './load';
import { percentile } from './stats';

// A fixed rate offered the way wrk2 offers it: an open loop. Call n is due at start + n / rate, evenly spaced,
// whatever the answers; it goes out over a pool of keep-alive connections (a call that finds them all busy waits
// for one), and its latency runs from the moment it was due to the end of its reply. A slow server cannot slow
// the load down and so hide its own queue (coordinated omission), and no call's latency counts more than once.
//
// autocannon's rate option, used before, did neither: each connection sent its share of a second back to back as
// the second began and then waited for the next (a burst of the whole second's calls at once), and its correction
// for coordinated omission took the expected interval as ⌈1 / rate-per-connection⌉ = 1 ms, so a reply of 50 ms
// was recorded 50 times over.

/** Longer than any run: the slowest reply still counts, and a stuck one ends the run instead of hanging it. */
const REQUEST_TIMEOUT_MS = 30_000;
/** How often the sender wakes to send the calls that are due (each keeps its own due time). */
const TICK_MS = 2;

/** A reply, with when (epoch ms) its call got a connection and when its reply ended, and its Server-Timing. */
type Outcome =
  | { status: number; body: string; sentAt: number; endedAt: number; serverTiming?: string }
  | { error: string };

const epochNow = () => performance.timeOrigin + performance.now();

/** Why a call failed, in a few words: the connection's error, or the status and the JSON-RPC error's message. */
function failureOf(outcome: Outcome): string {
  if ('error' in outcome) return outcome.error;
  let message = '';
  try {
    message = (JSON.parse(outcome.body) as { error?: { message?: string } }).error?.message ?? '';
  } catch {
    // Not JSON: the status says enough.
  }
  return `${outcome.status}${message ? ` ${message.slice(0, 80)}` : ''}`;
}

function send(agent: http.Agent, spec: LoadSpec, i: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const url = new URL(spec.path(i), spec.url);
    const body = spec.body?.(i);
    const request = http.request(
      url,
      {
        agent,
        method: spec.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          ...spec.headers?.(i),
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            sentAt,
            endedAt: epochNow(),
            serverTiming: [res.headers['server-timing'] ?? []].flat().join(', ') || undefined,
          }),
        );
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
      },
    );
    let sentAt = epochNow();
    request.on('socket', () => (sentAt = epochNow()));
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    request.end(body);
  });
}

/**
 * `rate` calls a second for `durationS`, evenly spaced, over at most `connections` connections (by default enough
 * that a server answering in time never runs out of them). The run lasts until the last call is answered (or
 * times out), so every call sent is timed; `achievedRate` is the successful replies over that whole time.
 */
export async function offerRate(
  spec: LoadSpec,
  rate: number,
  options: { tally?: Tally; durationS?: number; connections?: number } = {},
): Promise<LoadFigures & { achievedRate: number; slowest?: Breakdown }> {
  const tally = options.tally ?? newTally();
  const durationS = options.durationS ?? timing.runS;
  const connections = options.connections ?? Math.min(200, Math.max(20, Math.ceil(rate / 3)));
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const cpuBefore = spec.serverCpuSeconds?.() ?? Number.NaN;
  const latencies: number[] = [];
  const timed: TimedCall[] = [];
  const calls: Promise<void>[] = [];
  let ok = 0;
  let failed = 0;
  const failures: Record<string, number> = {};
  const total = Math.round(rate * durationS);
  const start = performance.now();
  try {
    for (let n = 0; n < total;) {
      const now = performance.now();
      for (; n < total && start + (n * 1000) / rate <= now; n++) {
        const due = start + (n * 1000) / rate;
        const i = tally.next++;
        calls.push(
          send(agent, spec, i).then((outcome) => {
            const latency = performance.now() - due;
            latencies.push(latency);
            const parts = 'error' in outcome ? null : partsOf(outcome, performance.timeOrigin + due);
            if (parts) timed.push({ latency, parts });
            const succeeded =
              !('error' in outcome) &&
              outcome.status >= 200 &&
              outcome.status < 300 &&
              (!spec.succeeded || spec.succeeded(outcome.body));
            if (!succeeded) {
              failed++;
              const why = failureOf(outcome);
              failures[why] = (failures[why] ?? 0) + 1;
              return;
            }
            ok++;
            tally.ok++;
            spec.onSuccess?.(i);
          }),
        );
      }
      if (n < total) await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    await Promise.all(calls);
  } finally {
    agent.destroy();
  }
  const elapsedS = (performance.now() - start) / 1000;
  const cpuSeconds = (spec.serverCpuSeconds?.() ?? Number.NaN) - cpuBefore;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    ...(Number.isFinite(cpuSeconds) && calls.length > 0
      ? { cpuMsPerReply: (cpuSeconds * 1000) / calls.length }
      : {}),
    rps: ok / elapsedS,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    sent: calls.length,
    ok,
    failed,
    ...(failed ? { failures } : {}),
    durationS: elapsedS,
    achievedRate: ok / elapsedS,
    ...(timed.some((call) => call.latency >= percentile(sorted, 99))
      ? { slowest: slowestBreakdown(timed, percentile(sorted, 99)) }
      : {}),
  };
}

/** Where a call's time went, in ms, from its due moment to the end of its reply (SERVER_TIMING=on instances). */
export type CallParts = {
  /** In the load generator, from the call's due moment to its request getting a connection (its own queue and loop). */
  generator: number;
  /** From the request's sending to the app's taking it: the kernel, and the app's event loop busy elsewhere. */
  beforeApp: number;
  wayIn: number;
  context: number;
  /** The context (the session, the caches' sync) and the procedure, each less the database's share of it. */
  procedure: number;
  db: number;
  json: number;
  /** From the app's reply being ready to its end reaching the load generator: the write, the loop, the kernel. */
  afterApp: number;
};

type TimedCall = { latency: number; parts: CallParts };

/** The slowest 1% of a run's calls: how many, and their mean parts. */
export type Breakdown = { calls: number; p99: number; parts: CallParts };

/** The app's figures from a Server-Timing header (serverTiming.ts): `name;dur=…` and `app;desc="<epoch ms>"`. */
function serverFigures(header: string): Record<string, number> {
  const figures: Record<string, number> = {};
  for (const metric of header.split(',')) {
    const [name, ...params] = metric.trim().split(';');
    for (const param of params) {
      const [key, raw] = param.trim().split('=');
      const value = Number(raw?.replace(/"/g, ''));
      if (name && Number.isFinite(value) && (key === 'dur' || key === 'desc')) figures[name] = value;
    }
  }
  return figures;
}

function partsOf(
  outcome: { sentAt: number; endedAt: number; serverTiming?: string },
  dueAt: number,
): CallParts | null {
  if (!outcome.serverTiming) return null;
  const app = serverFigures(outcome.serverTiming);
  const { app: at, total } = app;
  if (at === undefined || total === undefined) return null;
  const contextDb = app['context-db'] ?? 0;
  const procedureDb = app['procedure-db'] ?? 0;
  return {
    generator: outcome.sentAt - dueAt,
    beforeApp: at - outcome.sentAt,
    wayIn: app['way-in'] ?? 0,
    context: (app.context ?? 0) - contextDb,
    procedure: (app.procedure ?? 0) - procedureDb,
    db: contextDb + procedureDb,
    json: app.json ?? 0,
    afterApp: outcome.endedAt - (at + total),
  };
}

function slowestBreakdown(timed: TimedCall[], p99: number): Breakdown {
  const slowest = timed.filter((call) => call.latency >= p99);
  const parts = Object.fromEntries(
    Object.keys(slowest[0]!.parts).map((key) => {
      const sum = slowest.reduce((total, call) => total + call.parts[key as keyof CallParts], 0);
      return [key, sum / slowest.length];
    }),
  ) as CallParts;
  return { calls: slowest.length, p99, parts };
}
