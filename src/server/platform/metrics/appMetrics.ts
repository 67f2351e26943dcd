import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { registerRuntimeMetrics } from './runtimeMetrics';
import { sessionCacheOf } from '../auth/sessionCache';
import type { Db } from '../db/client';
import { eventCacheOf } from '../db/eventCache';
import type { DbNotifications } from '../db/notifications';
import { type QueueDepth, queueDepths } from '../jobs/queue';
import type { LiveChanges } from '../live/liveChanges';
import type { JobOutcome, MailOutcome, Meter } from './meter';

// What /metrics shows (Prometheus text format, prom-client), one registry per app instance (tests build several
// apps in one process). Counts are kept as things happen; the pool, the queues, the live streams and the caches
// are read when Prometheus scrapes. Every label has a bounded set of values: a route pattern, a procedure or
// method name, a queue name; never a raw URL or an id.

/** What is read at scrape time: this instance's pool, live hub and LISTEN connection, and the job queues. */
export type ScrapeSources = {
  db: Db;
  live?: LiveChanges;
  notifications?: DbNotifications;
  /** The queues the app defines: each is shown (at 0) before its first job. */
  queueNames: readonly string[];
};

/** Seconds; the app's answers take milliseconds, a slow page or upload seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const QUEUE_STATES: readonly QueueDepth['state'][] = ['created', 'retry', 'active'];

type RequestLabel = 'route' | 'method' | 'status';

export class AppMetrics implements Meter {
  readonly registry = new Registry();
  private sources: ScrapeSources | undefined;
  private readonly requestDuration = new Histogram<RequestLabel>({
    name: 'elk_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, tRPC procedure or JSON-RPC method',
    labelNames: ['route', 'method', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  /** The histogram's series by route, method and status, made once each (no label objects per request). */
  private readonly requestSeries = new Map<string, Histogram.Internal<RequestLabel>>();
  private readonly jobAttempts = new Counter<'queue' | 'outcome'>({
    name: 'elk_job_attempts_total',
    help: 'Job attempts that ended, by queue and outcome (completed or failed)',
    labelNames: ['queue', 'outcome'],
    registers: [this.registry],
  });
  private readonly mails = new Counter<'outcome'>({
    name: 'elk_mail_messages_total',
    help: 'Messages handed to the mail provider (sent) or that it refused (failed)',
    labelNames: ['outcome'],
    registers: [this.registry],
  });

  constructor() {
    this.mails.inc({ outcome: 'sent' }, 0);
    this.mails.inc({ outcome: 'failed' }, 0);
    registerScrapeTimeMetrics(this.registry, () => this.sources);
    registerRuntimeMetrics(this.registry);
  }

  /** The instance's parts read at scrape time; until then those metrics are left out. */
  watch(sources: ScrapeSources): void {
    this.sources = sources;
    for (const queue of sources.queueNames)
      for (const outcome of ['completed', 'failed'] as const) this.jobAttempts.inc({ queue, outcome }, 0);
  }

  /** One answered request (seconds); `route` is a pattern or a name, never the URL itself. */
  observeRequest(route: string, method: string, status: number, seconds: number): void {
    const statusClass = STATUS_CLASSES[Math.floor(status / 100) - 1] ?? '5xx';
    const key = `${route} ${method} ${statusClass}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      series = this.requestDuration.labels(route, method, statusClass);
      this.requestSeries.set(key, series);
    }
    series.observe(seconds);
  }

  jobAttempt(queue: string, outcome: JobOutcome): void {
    this.jobAttempts.inc({ queue, outcome });
  }

  mail(outcome: MailOutcome, count: number): void {
    this.mails.inc({ outcome }, count);
  }

  /** The Prometheus text format of every metric. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** The metrics read when Prometheus scrapes (in collect, `this` is the metric itself: prom-client's way). */
function registerScrapeTimeMetrics(registry: Registry, sourcesOf: () => ScrapeSources | undefined): void {
  const registers = [registry];
  new Gauge<'state'>({
    name: 'elk_db_pool_connections',
    help: "The app's PostgreSQL pool: connections in use and idle, and callers waiting for one",
    labelNames: ['state'],
    registers,
    collect() {
      const pool = sourcesOf()?.db.$client;
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge<'kind'>({
    name: 'elk_process_memory_bytes',
    help:
      "The process's memory: resident (rss, both threads), and the requests' thread's JavaScript heap (heap_used, " +
      'heap_total) and memory outside it (external, array_buffers: buffers, native objects)',
    labelNames: ['kind'],
    registers,
    collect() {
      const usage = process.memoryUsage();
      this.set({ kind: 'rss' }, usage.rss);
      this.set({ kind: 'heap_used' }, usage.heapUsed);
      this.set({ kind: 'heap_total' }, usage.heapTotal);
      this.set({ kind: 'external' }, usage.external);
      this.set({ kind: 'array_buffers' }, usage.arrayBuffers);
    },
  });
  new Gauge({
    name: 'elk_live_streams_open',
    help: 'Live-update subscriptions (server-sent event streams) open on this instance',
    registers,
    collect() {
      const live = sourcesOf()?.live;
      if (live) this.set(live.followerCount);
    },
  });
  new Gauge<'queue' | 'state'>({
    name: 'elk_job_queue_depth',
    help: 'Jobs waiting (created, retry) or running (active) per queue, across all instances',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      const sources = sourcesOf();
      if (!sources) return;
      // A database that does not answer leaves the depths out of this scrape; the rest is still shown.
      const rows = await queueDepths(sources.db).catch(() => undefined);
      this.reset();
      if (!rows) return;
      for (const queue of sources.queueNames) for (const state of QUEUE_STATES) this.set({ queue, state }, 0);
      for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
  new Counter<'cache' | 'result'>({
    name: 'elk_cache_lookups_total',
    help: "Reads of this instance's event and session caches, answered from memory (hit) or by a load (miss)",
    labelNames: ['cache', 'result'],
    registers,
    collect() {
      const notifications = sourcesOf()?.notifications;
      if (!notifications) return;
      // The caches count for themselves (a counter per read would be more work on their hot paths).
      this.reset();
      for (const [cache, made] of [
        ['event', eventCacheOf(notifications)],
        ['session', sessionCacheOf(notifications)],
      ] as const) {
        this.inc({ cache, result: 'hit' }, made?.lookups.hits ?? 0);
        this.inc({ cache, result: 'miss' }, made?.lookups.misses ?? 0);
      }
    },
  });
}
