import { row, type Row } from '../report';
import type { BenchContext } from './context';

// Issue 42, memory: the most an instance held (peak RSS, /proc VmHWM) through the saturated runs, beside the bare
// server's peak over the same bench. An instance the bench restarted (busy after a run, appProcess.settleApp)
// counts from its restart.

/** What one instance may hold under a saturated read load. */
export const PEAK_RSS_GOAL_MB = 400;

/** A peak-RSS row against PEAK_RSS_GOAL_MB, beside the bare server's peak when given. */
export function peakRssRow(work: string, peakMb: number, barePeakMb?: number): Row {
  const mb = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} MB` : 'unknown');
  return row({
    work,
    elk: mb(peakMb),
    baseline: barePeakMb === undefined ? '' : mb(barePeakMb),
    measured: Number.isFinite(peakMb) ? peakMb : null,
    goal: { op: '<=', target: PEAK_RSS_GOAL_MB, unit: 'MB' },
  });
}

/** Instance A's peak through the runs named by `through`, beside the bare server's. */
export function memoryRow(ctx: BenchContext, through: string): Row {
  return peakRssRow(
    `memory: peak RSS of instance A through the ${through}`,
    ctx.app.peakRssMb(),
    ctx.barePeakRssMb(),
  );
}

export type ProcessMemory = Partial<
  Record<'rss' | 'heap_used' | 'heap_total' | 'external' | 'array_buffers', number>
>;

/**
 * An instance's memory as its /metrics shows it (elk_process_memory_bytes, bytes): how much of its RSS is the
 * requests' thread's JavaScript heap and how much lies outside it. Empty when /metrics does not answer.
 */
export async function processMemory(appUrl: string): Promise<ProcessMemory> {
  try {
    const text = await (await fetch(`${appUrl}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
    const memory: ProcessMemory = {};
    for (const [, kind, value] of text.matchAll(/^elk_process_memory_bytes\{kind="(\w+)"\} (\S+)$/gm))
      memory[kind as keyof ProcessMemory] = Number(value);
    return memory;
  } catch {
    return {};
  }
}

/**
 * "JS heap +12 MB used, +20 MB held, external +3 MB": what grew between two readings, where it grew (held: the
 * heap's own size, which is what the RSS sees, garbage not yet collected included).
 */
export function memoryGrowthText(before: ProcessMemory, after: ProcessMemory): string {
  const mb = (kind: keyof ProcessMemory) => {
    const grown = (after[kind] ?? Number.NaN) - (before[kind] ?? Number.NaN);
    return Number.isFinite(grown) ? `${grown >= 0 ? '+' : ''}${Math.round(grown / 1048576)} MB` : '?';
  };
  return `JS heap ${mb('heap_used')} used, ${mb('heap_total')} held, external ${mb('external')}`;
}
