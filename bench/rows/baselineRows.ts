import { saturateBare } from './besideBare';
import { type Row, row } from '../report';
import { type BenchContext, throughputText } from './context';

/**
 * Row 1: the bare server's one-row read and one-row update with 200 connections, at the start of the run (each
 * ratio row divides by the same work measured beside it: besideBare.ts).
 */
export async function baselineRows(ctx: BenchContext): Promise<Row[]> {
  const read = await saturateBare(ctx, 'read');
  const update = await saturateBare(ctx, 'update');
  return [
    row({
      work: 'bare one-row read, 200 connections',
      elk: '',
      baseline: throughputText(read),
      measured: read.rps,
    }),
    row({
      work: 'bare one-row update, 200 connections',
      elk: '',
      baseline: throughputText(update),
      measured: update.rps,
    }),
  ];
}
