import { settleApp } from '../appProcess';
import { saturate } from '../load';
import { type Row, missingRow, ratio, row } from '../report';
import { bareBesideText, besideBare } from './besideBare';
import { type BenchContext, throughputText } from './context';

/** Row 4: the server-rendered event page (GET /event/:id, what link previews fetch) with 200 connections. */
export async function eventPageRows(ctx: BenchContext, eventId: string, guestCount: number): Promise<Row[]> {
  try {
    const { result: figures, bare } = await besideBare(ctx, 'read', async () => {
      const saturated = await saturate({
        url: ctx.app.url,
        path: () => `/event/${eventId}`,
        serverCpuSeconds: ctx.app.cpuSeconds,
      });
      await settleApp(ctx.app);
      return saturated;
    });
    return [
      row({
        work: `GET /event/:id (${guestCount.toLocaleString('en-US')} guests), 200 connections`,
        elk: `${throughputText(figures)}${figures.failed ? `, ${figures.failed} failed` : ''}`,
        baseline: bareBesideText(bare),
        measured: ratio(figures.rps, bare.rps),
        goal: { op: '>=', target: 0.5, unit: '×' },
      }),
    ];
  } catch (err) {
    return [missingRow('GET /event/:id', `not measured: ${String(err)}`)];
  }
}
