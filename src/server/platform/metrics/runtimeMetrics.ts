import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Gauge, type Registry } from 'prom-client';

// The requests' thread's own pauses, for /metrics (and the bench's tail rows): garbage collections (how many and
// how long, by kind) and how late the event loop ran its timers since the last scrape. A request that waits
// before the app takes it waits for one of these or for the CPU; these say which. One observer per process
// (tests build many apps), started by the first registry that shows them.

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak_callbacks',
};

type Pauses = { count: number; seconds: number; longest: number };
let gcPauses: Map<string, Pauses> | undefined;
let loopDelay: ReturnType<typeof monitorEventLoopDelay> | undefined;

function watchRuntime() {
  if (gcPauses) return;
  gcPauses = new Map(Object.values(GC_KINDS).map((kind) => [kind, { count: 0, seconds: 0, longest: 0 }]));
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail = (entry as { detail?: { kind?: number } }).detail;
      const kind = GC_KINDS[detail?.kind ?? -1] ?? 'other';
      const pauses = gcPauses!.get(kind) ?? { count: 0, seconds: 0, longest: 0 };
      pauses.count++;
      pauses.seconds += entry.duration / 1000;
      pauses.longest = Math.max(pauses.longest, entry.duration / 1000);
      gcPauses!.set(kind, pauses);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
}

/** elk_gc_pauses_total, elk_gc_pause_seconds_total, elk_gc_pause_longest_seconds and elk_event_loop_delay_seconds. */
export function registerRuntimeMetrics(registry: Registry): void {
  watchRuntime();
  const registers = [registry];
  const perKind = (name: string, help: string, value: (pauses: Pauses) => number) =>
    new Gauge<'kind'>({
      name,
      help,
      labelNames: ['kind'],
      registers,
      collect() {
        for (const [kind, pauses] of gcPauses!) this.set({ kind }, value(pauses));
      },
    });
  perKind(
    'elk_gc_pauses_total',
    "Garbage collections of the requests' thread since it started",
    (p) => p.count,
  );
  perKind('elk_gc_pause_seconds_total', 'Their pauses, in all', (p) => p.seconds);
  perKind('elk_gc_pause_longest_seconds', 'The longest of them', (p) => p.longest);
  new Gauge<'quantile'>({
    name: 'elk_event_loop_delay_seconds',
    help: "How late the requests' event loop ran since the last scrape (p50, p99, max; 10 ms resolution)",
    labelNames: ['quantile'],
    registers,
    collect() {
      const delay = loopDelay!;
      const seconds = (nanoseconds: number) => (delay.count > 0 ? nanoseconds / 1e9 : 0);
      this.set({ quantile: '0.5' }, seconds(delay.percentile(50)));
      this.set({ quantile: '0.99' }, seconds(delay.percentile(99)));
      this.set({ quantile: '1' }, seconds(delay.max));
      delay.reset();
    },
  });
}
