import { settleApp } from '../appProcess';
import { isRpcResult, type LoadSpec, newTally, saturate } from '../load';
import { offerRate } from '../offeredLoad';
import { type Row, missingRow, ratio, row } from '../report';
import { bareBesideText, besideBare } from './besideBare';
import {
  addressOf,
  type BenchContext,
  drainJobs,
  failuresText,
  p99OrRunLength,
  rpcBody,
  throughputText,
} from './context';

// Row 3: updateAttendance by distinct new guests (a new name and e-mail each call, each from its own address),
// on a party that already has its guest list; afterwards the stored rows are counted against the OK replies.

const emailOf = (tag: string, i: number) => `${tag}-${i}@bench.example`;

/** The load spec of new guests answering yes to `eventId`; `tag` keeps this run's e-mails apart. */
export function newGuestRsvps(appUrl: string, eventId: string, tag: string): LoadSpec {
  return {
    url: appUrl,
    method: 'POST',
    path: () => '/json/EventService',
    headers: (i) => ({ 'x-forwarded-for': addressOf(i) }),
    body: (i) =>
      rpcBody('updateAttendance', {
        header: { deviceId: 'WEB-bench' },
        eventId,
        invitee: { name: `New guest ${i}`, email: emailOf(tag, i), rsvpStatus: 'YES' },
      }),
    succeeded: isRpcResult,
  };
}

export async function rsvpRows(ctx: BenchContext, eventId: string): Promise<Row[]> {
  const tag = `rsvp-${Date.now().toString(36)}`;
  // Every call over the warm-up and both runs whose reply said OK: each must have left a stored row. (Calls still
  // in flight when a run ends may be stored without an OK reply; they are not counted either way.)
  const answeredOk = new Set<number>();
  const spec = {
    ...newGuestRsvps(ctx.app.url, eventId, tag),
    onSuccess: (i: number) => answeredOk.add(i),
    serverCpuSeconds: ctx.app.cpuSeconds,
  };
  const tally = newTally();
  try {
    // The bare update's second run comes once the confirmations this run set off are sent: beside the app's
    // jobs thread it would measure the two together.
    const {
      result: { saturated, afterSaturation },
      bare,
    } = await besideBare(ctx, 'update', async () => {
      const figures = await saturate(spec, { tally });
      // Each run starts from an idle app: the confirmations the last one set off are sent first.
      const drained = await drainJobs(ctx);
      await settleApp(ctx.app);
      return { saturated: figures, afterSaturation: drained };
    });
    const offered = await offerRate(spec, 500, { tally });
    const afterOffered = await drainJobs(ctx);
    await settleApp(ctx.app);
    const stored = await ctx.pool.query<{ email: string }>(
      'select email from invitees where event_id = $1 and email like $2',
      [eventId, `${tag}-%`],
    );
    const storedEmails = new Set(stored.rows.map((r) => r.email));
    const lost = [...answeredOk].filter((i) => !storedEmails.has(emailOf(tag, i))).length;
    return [
      row({
        work: 'updateAttendance by new guests, 200 connections',
        elk: throughputText(saturated),
        baseline: bareBesideText(bare),
        measured: ratio(saturated.rps, bare.rps),
        goal: { op: '>=', target: 0.6, unit: '×' },
      }),
      row({
        work: 'updateAttendance, 500/s offered: p99',
        elk: `${Math.round(offered.achievedRate)}/s achieved, p50 ${Math.round(offered.p50)} ms; ${failuresText([offered])}`,
        baseline: '',
        measured: p99OrRunLength(offered),
        goal: { op: '<=', target: 100, unit: 'ms' },
      }),
      row({
        work: 'updateAttendance: confirmations still being sent after each run (waited for before the next)',
        elk: [afterSaturation, afterOffered]
          .map(({ ms, done }) => `${(ms / 1000).toFixed(1)} s${done ? '' : ' (not all sent: gave up)'}`)
          .join(' / '),
        baseline: '',
        measured: Math.round(Math.max(afterSaturation.ms, afterOffered.ms) / 100) / 10,
      }),
      row({
        work: 'updateAttendance: lost (OK replies not stored)',
        elk: `${answeredOk.size.toLocaleString('en-US')} OK, ${storedEmails.size.toLocaleString('en-US')} stored`,
        baseline: '',
        measured: lost,
        goal: { op: '=', target: 0, unit: '' },
      }),
    ];
  } catch (err) {
    await settleApp(ctx.app);
    return [missingRow('updateAttendance by new guests', `not measured: ${String(err)}`)];
  }
}
