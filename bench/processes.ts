import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';

// Everything the bench starts (child servers, the embedded PostgreSQL, temp dirs) registers its undo here, so one
// call in `finally` or a signal handler undoes it all, last started first.

type Undo = { name: string; run: () => Promise<void> };
const undos: Undo[] = [];

export function onCleanup(name: string, run: () => Promise<void>): void {
  undos.push({ name, run });
}

let cleaning: Promise<void> | undefined;
/** Runs every registered undo once, newest first; one that fails or hangs (10 s) does not stop the others. */
function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    while (undos.length) {
      const undo = undos.pop()!;
      const limit = new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref());
      await Promise.race([undo.run(), limit]).catch((err: unknown) =>
        console.error(`cleanup of ${undo.name} failed: ${String(err)}`),
      );
    }
  })();
  return cleaning;
}

/** Ctrl-C or a kill still stops the children and removes the temp dirs before the bench exits. */
function cleanupOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the bench's servers…`);
      void cleanupAll().finally(() => process.exit(128 + (constants.signals[signal] ?? 0)));
    });
  }
}

/**
 * A bench script's whole run: `body` with the servers it starts stopped and its temp dirs removed afterwards,
 * on failure and on Ctrl-C too; the process then exits, 1 when `body` threw.
 */
export async function runBenchScript(body: () => Promise<void>): Promise<never> {
  cleanupOnSignals();
  let exitCode = 0;
  try {
    await body();
  } catch (err) {
    console.error(err);
    exitCode = 1;
  } finally {
    await cleanupAll();
  }
  process.exit(exitCode);
}

export type Child = {
  name: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
  /** SIGKILL, resolved once it has exited. */
  kill: () => Promise<void>;
  /** The CPU time (user + system, all threads) the child has used so far, in seconds; NaN where unknown. */
  cpuSeconds: () => number;
  /** The most memory the child has held since it started (VmHWM), in MB; NaN where unknown. */
  peakRssMb: () => number;
  /** The memory the child holds now (VmRSS), in MB; NaN where unknown. */
  rssMb: () => number;
};

/**
 * The CPU seconds used so far by the PostgreSQL server whose data directory is `dataDir` (the postmaster found
 * by its command line) and by its live child processes (backends, writer, WAL writer, …).
 */
export function postgresCpuSeconds(dataDir: string): number {
  const stats = new Map<string, string>();
  let postmaster: string | undefined;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      stats.set(pid, stat);
      if (!postmaster && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir)) postmaster = pid;
    } catch {
      // Gone meanwhile.
    }
  }
  if (!postmaster) return Number.NaN;
  let total = 0;
  for (const [pid, stat] of stats) {
    const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (pid === postmaster || parent === postmaster) total += cpuSecondsOfStat(stat);
  }
  return total;
}

/** A /proc status field of a live process (kB) in MB of 1,048,576 bytes; NaN when it cannot be read. */
function statusMbOf(pid: number | undefined, field: 'VmHWM' | 'VmRSS'): number {
  if (pid === undefined) return Number.NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1];
    return kB ? Number(kB) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** A live process's peak resident set (Linux /proc VmHWM) in MB; NaN when it cannot be read. */
const peakRssMbOf = (pid: number | undefined): number => statusMbOf(pid, 'VmHWM');

/** A live process's resident set now (Linux /proc VmRSS) in MB; NaN when it cannot be read. */
const rssMbOf = (pid: number | undefined): number => statusMbOf(pid, 'VmRSS');

/** V8's CPU profiler threads (--cpu-prof): their sampling is not the app's work. */
const PROFILER_THREADS = /^v8:ProfEvntProc$/;

/** Clock ticks a second in /proc/<pid>/stat: 100 on every Linux we run on (getconf CLK_TCK). */
const CLOCK_TICKS = 100;

/** utime + stime of one /proc stat line, in seconds. */
function cpuSecondsOfStat(stat: string): number {
  // Fields after the command name (which may hold spaces) start at its closing parenthesis; utime and stime are
  // the 14th and 15th fields of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/**
 * The CPU seconds a live process has used (Linux /proc); NaN when it cannot be read (another OS, exited).
 * Threads whose name matches `skipThreads` are left out (V8's profiler threads, whose sampling costs CPU the app
 * would not use without --cpu-prof). The process's own line counts the threads that have ended too (a sum over
 * the live threads would go down when one ends), so the skipped threads are taken from it.
 */
export function cpuSecondsOf(pid: number | undefined, skipThreads?: RegExp): number {
  if (pid === undefined) return Number.NaN;
  try {
    let total = cpuSecondsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    if (!skipThreads) return total;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (skipThreads.test(name)) total -= cpuSecondsOfStat(stat);
    }
    return total;
  } catch {
    return Number.NaN;
  }
}

/**
 * A Node child running `script` through tsx, its output kept (the last 4 kB) for error messages. stop() sends
 * SIGTERM, then SIGKILL after `graceMs`; it is registered for cleanup too.
 */
export function spawnNode(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  graceMs = 8000,
  nodeArgs: string[] = [],
): Child {
  // TypeScript runs through tsx; a compiled bundle (the app's dist/server/index.js) runs as plain JavaScript.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4096);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => resolve());
  });
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(killLater);
    })();
    return stopping;
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  onCleanup(name, stop);
  return {
    name,
    process: child,
    output: () => output,
    stop,
    kill,
    cpuSeconds: () => cpuSecondsOf(child.pid, PROFILER_THREADS),
    peakRssMb: () => peakRssMbOf(child.pid),
    rssMb: () => rssMbOf(child.pid),
  };
}

/** Polls `url` until it answers 200, the child exits, or `timeoutMs` passes (then throws with its output). */
export async function waitUntilUp(child: Child, url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.process.exitCode !== null)
      throw new Error(`${child.name} exited (${child.process.exitCode}):\n${child.output()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs} ms:\n${child.output()}`);
}
