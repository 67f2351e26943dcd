import { type BareWork, bareWorkSpec } from '../baseline';
import { type LoadFigures, saturate, settle } from '../load';
import type { BenchContext } from './context';

// The bare server's work measured right beside each of the app's saturation runs, once before and once after,
// and the app's rate divided by the mean of the two. The machine is shared: a spell of other load that begins
// after the start-of-run baseline (row 1) would otherwise count against the app alone, and one that ends
// after it in the app's favour. Beside it, both meet the same machine within seconds.

/** The bare runs beside one of the app's: the rate compared against (their mean) and each run. */
export type BareBeside = { work: BareWork; rps: number; before: LoadFigures; after: LoadFigures };

/** The bare server's `work` at 200 connections, as row 1 measures it, then idle again. */
export async function saturateBare(ctx: BenchContext, work: BareWork): Promise<LoadFigures> {
  const figures = await saturate(bareWorkSpec({ url: ctx.bareUrl, cpuSeconds: ctx.bareCpuSeconds }, work));
  await settle(ctx.bareUrl);
  return figures;
}

export function bareBeside(work: BareWork, before: LoadFigures, after: LoadFigures): BareBeside {
  return { work, rps: (before.rps + after.rps) / 2, before, after };
}

/**
 * Runs `measure` (the app's saturation run and whatever must follow it before the machine is quiet again)
 * between two runs of the bare server's `work`.
 */
export async function besideBare<T>(
  ctx: BenchContext,
  work: BareWork,
  measure: () => Promise<T>,
): Promise<{ result: T; bare: BareBeside }> {
  const before = await saturateBare(ctx, work);
  const result = await measure();
  const after = await saturateBare(ctx, work);
  return { result, bare: bareBeside(work, before, after) };
}

const rate = (figures: LoadFigures) => Math.round(figures.rps).toLocaleString('en-US');
const cpu = (figures: LoadFigures) => figures.cpuMsPerReply?.toFixed(2) ?? '?';

/** "read beside it: 12,300 / 12,100 req/s before / after, 0.06 / 0.06 ms CPU/reply". */
export function bareBesideText(bare: BareBeside): string {
  const { before, after } = bare;
  return (
    `${bare.work} beside it: ${rate(before)} / ${rate(after)} req/s before / after, ` +
    `${cpu(before)} / ${cpu(after)} ms CPU/reply`
  );
}
