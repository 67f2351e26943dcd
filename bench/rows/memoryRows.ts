import { row, type Row } from '../report';
import type { BenchContext } from './context';

// Issue 42, memory: the most an instance held (peak RSS, /proc VmHWM) through the saturated runs, beside the bare
// server's peak over the same bench. An instance the bench restarted (busy after a run, appProcess.settleApp)
// counts from its restart.

/** What one instance may hold under a saturated read load. */
export const PEAK_RSS_GOAL_MB = 400;

export function memoryRow(ctx: BenchContext, through: string): Row {
  const elk = ctx.app.peakRssMb();
  const bare = ctx.barePeakRssMb();
  const mb = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} MB` : 'unknown');
  return row({
    work: `memory: peak RSS of instance A through the ${through}`,
    elk: mb(elk),
    baseline: mb(bare),
    measured: Number.isFinite(elk) ? elk : null,
    goal: { op: '<=', target: PEAK_RSS_GOAL_MB, unit: 'MB' },
  });
}
