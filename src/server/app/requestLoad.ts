import { performance } from 'node:perf_hooks';

// Background jobs yield to requests: the requests' thread says when its event loop is busy, and the jobs
// thread holds each fetched batch back while it is, for a bounded time. A crowd's answers are then served
// first, their confirmations go out as the burst ends, and a steady load still sees them go, batch by batch.

/** How often the requests' thread looks at its event loop. */
export const LOAD_SAMPLE_MS = 250;
/**
 * Busy: the loop ran callbacks more than this share of the last sample (idle means waiting for I/O). A quarter:
 * at half, 500 answers a second (the loop about 45% busy) counted as quiet, and the crowd's confirmations ran
 * beside it, doubling its slowest answers in the bench (p99 435 ms against 80-216 ms at a quarter). Below it
 * (a few hundred calls a second on one instance) jobs run as they come.
 */
export const BUSY_UTILIZATION = 0.25;
/**
 * The longest a batch waits for a quiet moment: well inside a job's expiry (platform/jobs: 25 s), so a held
 * batch is never given up for dead, and under a load that never ends each batch still goes after this.
 */
export const MAX_YIELD_MS = 4000;

/** Calls `report` with each change of the loop's state (busy or not); answers the function that stops it. */
export function watchRequestLoad(report: (busy: boolean) => void, sampleMs = LOAD_SAMPLE_MS): () => void {
  let last = performance.eventLoopUtilization();
  let busy = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const nowBusy = performance.eventLoopUtilization(now, last).utilization > BUSY_UTILIZATION;
    last = now;
    if (nowBusy !== busy) {
      busy = nowBusy;
      report(busy);
    }
  }, sampleMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The jobs thread's side: what the requests' thread last said, and a wait for a quiet moment. */
export function requestLoadGate(maxYieldMs = MAX_YIELD_MS) {
  let busy = false;
  let quiet: (() => void)[] = [];
  return {
    setBusy(nowBusy: boolean) {
      busy = nowBusy;
      if (!busy) for (const resolve of quiet.splice(0)) resolve();
    },
    /** Resolves at once when requests are quiet, else when they become so or after maxYieldMs. */
    whenQuiet(): Promise<void> {
      if (!busy) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          quiet = quiet.filter((waiting) => waiting !== done);
          resolve();
        };
        const timer = setTimeout(done, maxYieldMs);
        quiet.push(done);
      });
    },
  };
}
