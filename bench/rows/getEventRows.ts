import { settleApp } from '../appProcess';
import http from 'node:http';
import { isRpcResult, type LoadSpec, saturate } from '../load';
import { offerRate } from '../offeredLoad';
import { type Row, missingRow, ratio, row } from '../report';
import type { InvitedGuest } from '../seed';
import { bareBesideText, besideBare } from './besideBare';
import { type BenchContext, failuresText, p99OrRunLength, rpcBody, throughputText } from './context';

// Row 2: getEvent on /json/EventService for the 5,000-guest party, as a visitor, as an invited guest (link
// credentials of many real invitees, in turn) and as the host (session header). A guest's first view also marks
// their invitation seen (a write): every guest opens theirs once before the timed runs, at a pace of its own
// (an info row), so that the runs time guests coming back to the page whatever the warm-up happened to cover.

export type Viewer = 'visitor' | 'invited guest' | 'host';

/** The getEvent params of call number i for each kind of viewer. */
export function getEventParams(
  ctx: BenchContext,
  eventId: string,
  guests: InvitedGuest[],
): Record<Viewer, (i: number) => Record<string, unknown>> {
  const anonymous = { deviceId: 'WEB-bench' };
  return {
    visitor: () => ({ header: anonymous, eventId }),
    'invited guest': (i) => {
      const guest = guests[i % guests.length]!;
      return { header: anonymous, eventId, inviteeUuid: guest.inviteeUuid, token: guest.token };
    },
    host: () => ({ header: ctx.host, eventId }),
  };
}

/** The size of one reply's body as sent without compression (what a client that asks for none receives). */
function replyBytes(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
        timeout: 60_000,
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.on('timeout', () => request.destroy(new Error('reply size: timed out')));
    request.end(body);
  });
}

/** Each of the first `count` calls of `spec` once, `concurrency` at a time: replies a second and CPU per reply. */
async function callEachOnce(spec: LoadSpec, count: number, concurrency: number) {
  let next = 0;
  let ok = 0;
  const cpuBefore = spec.serverCpuSeconds?.() ?? Number.NaN;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const res = await fetch(new URL(spec.path(i), spec.url), {
        method: spec.method,
        headers: { 'content-type': 'application/json' },
        body: spec.body?.(i),
      });
      const body = await res.text();
      if (res.ok && (!spec.succeeded || spec.succeeded(body))) ok++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = (spec.serverCpuSeconds?.() ?? Number.NaN) - cpuBefore;
  return { ok, rps: ok / seconds, cpuMsPerReply: (cpuSeconds * 1000) / count };
}

/** The load of getEvent calls on `app` by one kind of viewer (call i with `params[viewer](i)`). */
export function getEventSpec(
  app: { url: string; cpuSeconds?: () => number },
  params: ReturnType<typeof getEventParams>,
  viewer: Viewer,
): LoadSpec {
  return {
    url: app.url,
    method: 'POST',
    path: () => '/json/EventService',
    body: (i) => rpcBody('getEvent', params[viewer](i)),
    succeeded: isRpcResult,
    serverCpuSeconds: app.cpuSeconds,
  };
}

export async function getEventRows(
  ctx: BenchContext,
  eventId: string,
  guests: InvitedGuest[],
  guestCount: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  const params = getEventParams(ctx, eventId, guests);
  const party = `${guestCount.toLocaleString('en-US')} guests`;
  for (const viewer of ['visitor', 'invited guest', 'host'] as const) {
    const spec = getEventSpec(ctx.app, params, viewer);
    try {
      // Measured first, while the app is idle.
      const bytes = await replyBytes(`${ctx.app.url}/json/EventService`, spec.body!(0));
      if (viewer === 'invited guest') {
        const opening = await callEachOnce(spec, guests.length, 20);
        await settleApp(ctx.app);
        rows.push(
          row({
            work: `getEvent as invited guest: first views (${guests.length.toLocaleString('en-US')}, 20 at a time)`,
            elk:
              `${Math.round(opening.rps).toLocaleString('en-US')} req/s, ${opening.cpuMsPerReply.toFixed(2)} ms ` +
              `CPU/reply; ${(guests.length - opening.ok).toLocaleString('en-US')} failed`,
            baseline: '',
            measured: Math.round(opening.rps),
          }),
        );
      }
      const { result: saturated, bare } = await besideBare(ctx, 'read', async () => {
        const figures = await saturate(spec);
        await settleApp(ctx.app);
        return figures;
      });
      const offered = await offerRate(spec, 300);
      await settleApp(ctx.app);
      rows.push(
        row({
          work: `getEvent as ${viewer} (${party}), 200 connections`,
          elk: throughputText(saturated),
          baseline: bareBesideText(bare),
          measured: ratio(saturated.rps, bare.rps),
          goal: { op: '>=', target: 0.5, unit: '×' },
        }),
        row({
          work: `getEvent as ${viewer}, 300/s offered: p99`,
          elk: offered.ok
            ? `${Math.round(offered.achievedRate)}/s achieved, p50 ${Math.round(offered.p50)} ms`
            : 'no call answered during the run',
          baseline: '',
          measured: p99OrRunLength(offered),
          goal: { op: '<=', target: 50, unit: 'ms' },
        }),
        row({
          work: `getEvent as ${viewer}: errors (both runs)`,
          elk: failuresText([saturated, offered]),
          baseline: '',
          measured: saturated.failed + offered.failed,
          goal: { op: '=', target: 0, unit: '' },
        }),
        row({
          work: `getEvent as ${viewer}: reply size`,
          elk: `${(bytes / 1024).toFixed(1)} kB uncompressed`,
          baseline: '',
          measured: Math.round(bytes / 102.4) / 10,
        }),
      );
    } catch (err) {
      rows.push(missingRow(`getEvent as ${viewer}`, `not measured: ${String(err)}`));
      await settleApp(ctx.app);
    }
  }
  return rows;
}
