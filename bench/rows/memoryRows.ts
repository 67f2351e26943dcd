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
