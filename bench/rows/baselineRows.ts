import { BARE_ROWS } from '../baseline';
import { saturate, settle } from '../load';
import { type Row, row } from '../report';
import { type BenchContext, throughputText } from './context';

/** Row 1: the bare server's one-row read and one-row update with 200 connections; later rows divide by these. */
export async function baselineRows(ctx: BenchContext): Promise<Row[]> {
  const randomId = () => 1 + Math.floor(Math.random() * BARE_ROWS);
  ctx.bare.read = await saturate({
    url: ctx.bareUrl,
    serverCpuSeconds: ctx.bareCpuSeconds,
    path: () => `/read?id=${randomId()}`,
  });
  await settle(ctx.bareUrl);
  ctx.bare.update = await saturate({
    url: ctx.bareUrl,
    serverCpuSeconds: ctx.bareCpuSeconds,
    method: 'POST',
    path: () => '/update',
    body: () => JSON.stringify({ id: randomId() }),
  });
  await settle(ctx.bareUrl);
  return [
    row({
      work: 'bare one-row read, 200 connections',
      elk: '',
      baseline: throughputText(ctx.bare.read),
      measured: ctx.bare.read.rps,
    }),
    row({
      work: 'bare one-row update, 200 connections',
      elk: '',
      baseline: throughputText(ctx.bare.update),
      measured: ctx.bare.update.rps,
    }),
  ];
}
