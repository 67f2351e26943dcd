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

type Outcome = { status: number; body: string } | { error: string };

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
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
      },
    );
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
): Promise<LoadFigures & { achievedRate: number }> {
  const tally = options.tally ?? newTally();
  const durationS = options.durationS ?? timing.runS;
  const connections = options.connections ?? Math.min(200, Math.max(20, Math.ceil(rate / 3)));
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const cpuBefore = spec.serverCpuSeconds?.() ?? Number.NaN;
  const latencies: number[] = [];
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
            latencies.push(performance.now() - due);
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
  };
}
