import autocannon from 'autocannon';

// The load generator: autocannon from the bench process, loopback only. A saturation run keeps `connections`
// requests in flight for a fixed time (a closed loop: the server's pace sets the rate). A fixed-rate run is an
// open loop of its own (offeredLoad.ts). Every run is bounded by its duration plus a margin.

export type LoadSpec = {
  url: string;
  method?: 'GET' | 'POST';
  /** The path of call number i (each call may differ). */
  path: (i: number) => string;
  /** The body of call number i, if any. */
  body?: (i: number) => string;
  /** Extra headers of call number i (X-Forwarded-For, say). */
  headers?: (i: number) => Record<string, string>;
  /** Whether a 2xx reply is a success (JSON-RPC errors come back as 200 with an `error`). */
  succeeded?: (body: string) => boolean;
  /** Told the number of every call that succeeded. */
  onSuccess?: (i: number) => void;
  /** The CPU seconds the server's process has used so far: the run reports its CPU time per reply. */
  serverCpuSeconds?: () => number;
};

export type LoadFigures = {
  /** Successful replies a second. */
  rps: number;
  p50: number;
  p99: number;
  sent: number;
  /** 2xx replies that `succeeded` accepted. */
  ok: number;
  /** Connection errors, timeouts, non-2xx replies and 2xx replies `succeeded` refused. */
  failed: number;
  /** How many failed for each reason (a fixed-rate run's: the status and error message, or the socket error). */
  failures?: Record<string, number>;
  durationS: number;
  /**
   * The server process's CPU time over the run divided by the replies it gave (ms), when the spec can read it:
   * what a request costs, much less disturbed by other load on the machine than the rate is.
   */
  cpuMsPerReply?: number;
};

/** Counters that span runs (a warm-up and the measured run both create guests, say). */
export type Tally = { ok: number; next: number };

export const newTally = (): Tally => ({ ok: 0, next: 0 });

// Longer than any run: a timed-out request is sent again on a new connection while the server still works on the
// old one, so against a slow server timeouts would pile work up without bound. This way at most `connections`
// requests are left over when a run ends (settle() waits for them).
const REQUEST_TIMEOUT_S = 30;

/** Warm-up and measured seconds of every run; `--quick` (a smoke test of the bench itself) shortens them. */
export const timing = { warmUpS: 2, runS: 8 };

export async function runLoad(
  spec: LoadSpec,
  options: { connections: number; durationS: number; rate?: number; tally?: Tally },
): Promise<LoadFigures> {
  const tally = options.tally ?? newTally();
  const headersBase = { 'content-type': 'application/json' };
  let ok = 0;
  let refused = 0;
  let bound: NodeJS.Timeout | undefined;
  const cpuBefore = spec.serverCpuSeconds?.() ?? Number.NaN;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: options.connections,
        duration: options.durationS,
        ...(options.rate ? { overallRate: options.rate } : {}),
        timeout: REQUEST_TIMEOUT_S,
        requests: [
          {
            method: spec.method ?? 'GET',
            // One request in flight per connection (no pipelining): its context knows which call it is.
            setupRequest: (request, context: { i?: number }) => {
              const i = tally.next++;
              context.i = i;
              return {
                ...request,
                path: spec.path(i),
                headers: { ...headersBase, ...spec.headers?.(i) },
                ...(spec.body ? { body: spec.body(i) } : {}),
              };
            },
            onResponse: (status, body, context: { i?: number }) => {
              if (status < 200 || status >= 300) return;
              if (!spec.succeeded || spec.succeeded(body)) {
                ok++;
                tally.ok++;
                if (context.i !== undefined) spec.onSuccess?.(context.i);
              } else refused++;
            },
          },
        ],
      },
      (err: unknown, done: autocannon.Result) => (err ? reject(err as Error) : resolve(done)),
    );
    // Requests still open at the end time out on their own; this only stops a run that somehow does not end.
    bound = setTimeout(() => instance.stop(), (options.durationS + REQUEST_TIMEOUT_S + 5) * 1000);
  }).finally(() => clearTimeout(bound));
  const durationS = result.duration || options.durationS;
  const cpuSeconds = (spec.serverCpuSeconds?.() ?? Number.NaN) - cpuBefore;
  const replies = ok + refused + result.non2xx;
  return {
    ...(Number.isFinite(cpuSeconds) && replies > 0 ? { cpuMsPerReply: (cpuSeconds * 1000) / replies } : {}),
    rps: ok / durationS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    sent: result.requests.sent,
    ok,
    failed: result.errors + result.non2xx + refused,
    durationS,
  };
}

/**
 * 200 connections for the measured run, after a warm-up (JIT, pool connections) over only 10: a slow server works
 * on for a while through whatever a run leaves in flight, and the warm-up's leftovers must not be timed.
 */
export async function saturate(
  spec: LoadSpec,
  options: { tally?: Tally; warmUpS?: number; durationS?: number } = {},
): Promise<LoadFigures> {
  await runLoad(spec, {
    connections: 10,
    durationS: options.warmUpS ?? timing.warmUpS,
    tally: options.tally,
  });
  await settle(spec.url, 10_000);
  return runLoad(spec, {
    connections: 200,
    durationS: options.durationS ?? timing.runS,
    tally: options.tally,
  });
}

/**
 * Waits until the server is idle again: /healthz (one query through the app's pool) answering in under 50 ms twice
 * running, for `withinMs` at most. Requests a run left queued (an overloaded app keeps working through them after the
 * load generator has gone) must not be timed by the next run. Returns whether it settled.
 */
export async function settle(url: string, withinMs = 90_000): Promise<boolean> {
  const until = Date.now() + withinMs;
  let quick = 0;
  while (Date.now() < until) {
    const started = performance.now();
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) })
      .then((r) => r.ok)
      .catch(() => false);
    quick = ok && performance.now() - started < 50 ? quick + 1 : 0;
    if (quick >= 2) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** A JSON-RPC reply with a result, not an error (the reply starts {"jsonrpc":"2.0","id":…,"result"…). */
export const isRpcResult = (body: string) => body.slice(0, 80).includes('"result":');
