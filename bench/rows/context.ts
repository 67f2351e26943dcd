import type pg from 'pg';
import type { AppInstance } from '../appProcess';
import type { LoadFigures } from '../load';
import type { RequestHeader } from '../seed';

/** What every row of the bench may use: the app's database, instance A and the bare server. */
export type BenchContext = {
  pool: pg.Pool;
  app: AppInstance;
  appDatabaseUrl: string;
  bareUrl: string;
  /** The bare server's CPU seconds so far. */
  bareCpuSeconds: () => number;
  /** The most memory (RSS, MB) the bare server has held so far. */
  barePeakRssMb: () => number;
  host: RequestHeader;
};

/** The body of one JSON-RPC call, as the load generator sends it. */
export function rpcBody(method: string, params: Record<string, unknown>): string {
  return JSON.stringify({ jsonrpc: '2.0', id: '1', method, params });
}

/** A distinct client address for call number i (10.0.0.0/8: 16 million of them), for X-Forwarded-For. */
export function addressOf(i: number): string {
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

/** "1,234 req/s, p99 56 ms, 0.41 ms CPU/reply" (the last when the server's CPU time was read). */
export function throughputText(figures: LoadFigures): string {
  const cpu = figures.cpuMsPerReply === undefined ? '' : `, ${figures.cpuMsPerReply.toFixed(2)} ms CPU/reply`;
  return `${Math.round(figures.rps).toLocaleString('en-US')} req/s, p99 ${Math.round(figures.p99)} ms${cpu}`;
}

/**
 * The p99 of a fixed-rate run as checked against its goal: when no call was answered at all, the run's length
 * (every answer took longer than that), never the 0 an empty histogram reports.
 */
export function p99OrRunLength(figures: LoadFigures): number {
  return figures.ok > 0 ? figures.p99 : figures.durationS * 1000;
}

/** "3 failed of 2,400 sent, 200 unanswered when the run ended". */
export function failuresText(figures: LoadFigures[]): string {
  const sum = (of: (f: LoadFigures) => number) => figures.reduce((total, f) => total + of(f), 0);
  const failed = sum((f) => f.failed);
  const unanswered = sum((f) => Math.max(0, f.sent - f.ok - f.failed));
  const reasons = new Map<string, number>();
  for (const f of figures)
    for (const [why, n] of Object.entries(f.failures ?? {})) reasons.set(why, (reasons.get(why) ?? 0) + n);
  const why = reasons.size
    ? ` (${[...reasons].map(([reason, n]) => `${n.toLocaleString('en-US')}× ${reason}`).join('; ')})`
    : '';
  return (
    `${failed.toLocaleString('en-US')} failed${why} of ${sum((f) => f.sent).toLocaleString('en-US')} sent` +
    (unanswered ? `, ${unanswered.toLocaleString('en-US')} unanswered when the run ended` : '')
  );
}

/**
 * Waits (`withinMs` at most) until the app's background jobs due now are done (pg-boss: none created, retrying
 * or active, save those due later than in a few seconds, e.g. reminders): a run's answers set off confirmations
 * that keep the app busy for many seconds after its last reply, and the next run must not measure them.
 * Answers how long it waited, and whether the queue was done by then.
 */
export async function drainJobs(
  ctx: BenchContext,
  withinMs = 120_000,
): Promise<{ ms: number; done: boolean }> {
  const started = Date.now();
  for (;;) {
    const { rows } = await ctx.pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job
        where state in ('created', 'retry', 'active') and start_after < now() + interval '5 seconds'`,
    );
    const ms = Date.now() - started;
    if (rows[0]!.n === 0) return { ms, done: true };
    if (ms >= withinMs) return { ms, done: false };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
