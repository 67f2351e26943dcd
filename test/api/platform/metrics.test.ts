import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { MetricValue } from 'prom-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteSendJob } from '../../../src/server/features/invitations/jobs';
import { METRICS_FORBIDDEN } from '../../../src/server/platform/metrics/endpoint';
import { SmtpMailProvider } from '../../../src/server/platform/providers/mail/smtp';
import type { QueueInvitesResult } from '../../../src/shared/guests/schema';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call, createEventFor } from '../events/eventsFixtures';
import { splitMail, waitForSends } from '../invitations/inviteJobsFixtures';

// /metrics (platform/metrics): read through prom-client's own registry API after real traffic, served to this
// machine or to a scraper with the bearer token, and the job lines of the log naming their job.

const TOKEN = 'scrape-token-0123456789abcdef';
const logLines: Record<string, unknown>[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // The real SMTP server refuses these credentials: every invitation fails (sign-in codes go to the outbox).
  const refused = new SmtpMailProvider(smtp.url.replace(':secret@', ':wrong@'), 'Elk <hello@elk.test>');
  const mail = splitMail(refused);
  t = await createTestApp({
    mail: mail.provider,
    env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
    jobs: { retryLimit: 0 },
    logDestination,
  });
  mail.attach(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** One metric's values as prom-client's registry gives them at a scrape (its collect functions run). */
async function valuesOf(name: string): Promise<MetricValue<string>[]> {
  const metric = t.metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  return (await metric.get()).values;
}

async function valueOf(name: string, labels: Record<string, string>, metricName = name): Promise<number> {
  const found = (await valuesOf(name)).find(
    (value) =>
      ((value as { metricName?: string }).metricName ?? name) === metricName &&
      Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted),
  );
  return found?.value ?? 0;
}

const requestCount = (route: string, method: string, status = '2xx') =>
  valueOf(
    'elk_http_request_duration_seconds',
    { route, method, status },
    'elk_http_request_duration_seconds_count',
  );

/** The app as reached from another machine: the socket's peer address is not loopback. */
const fromAddress = (address: string) => (req: IncomingMessage, res: ServerResponse) => {
  Object.defineProperty(req.socket, 'remoteAddress', { value: address, configurable: true });
  t.handler(req, res);
};
const elsewhere = fromAddress('203.0.113.7');

describe('the request histogram', () => {
  it('counts each call under its route pattern, tRPC procedure or JSON-RPC method, never the raw path', async () => {
    const before = {
      health: await requestCount('/healthz', 'GET'),
      trpc: await requestCount('trpc:dev.outbox', 'GET'),
      json: await requestCount('json:AuthenticationService.sendEmailSignInCode', 'POST'),
    };
    await request(t.app).get('/healthz').expect(200);
    await request(t.app).get('/api/trpc/dev.outbox').expect(200);
    await rpc(t.app, 'AuthenticationService', 'sendEmailSignInCode', { emailAddress: 'm@example.com' });
    await request(t.app).get('/api/trpc/made.up-4f2a9c');

    expect(await requestCount('/healthz', 'GET')).toBe(before.health + 1);
    expect(await requestCount('trpc:dev.outbox', 'GET')).toBe(before.trpc + 1);
    expect(await requestCount('json:AuthenticationService.sendEmailSignInCode', 'POST')).toBe(
      before.json + 1,
    );
    expect(await requestCount('trpc:unknown', 'GET', '4xx')).toBe(1);
    const text = (await request(t.app).get('/metrics').expect(200)).text;
    expect(text).toContain(
      'elk_http_request_duration_seconds_count{route="/healthz",method="GET",status="2xx"}',
    );
    expect(text).not.toContain('4f2a9c');
  });

  it('shows the pool, the live streams and the caches, read at scrape time', async () => {
    expect(await valueOf('elk_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect((await valuesOf('elk_db_pool_connections')).map((value) => value.labels.state).sort()).toEqual([
      'idle',
      'in_use',
      'waiting',
    ]);
    expect(await valuesOf('elk_live_streams_open')).toHaveLength(1);
    // The process's memory: its resident set holds at least the heap the requests' thread uses.
    const memory = Object.fromEntries(
      (await valuesOf('elk_process_memory_bytes')).map((value) => [value.labels.kind, value.value]),
    );
    expect(Object.keys(memory).sort()).toEqual([
      'array_buffers',
      'external',
      'heap_total',
      'heap_used',
      'rss',
    ]);
    expect(memory.heap_used).toBeGreaterThan(1_000_000);
    expect(memory.rss).toBeGreaterThan(memory.heap_used!);
    // A signed-in call reads its session through the session cache: the second read is a hit.
    const host = await signInByEmail(t.app, t.db, 'metrics-cache@example.com', 'Mia Cache');
    const hitsBefore = await valueOf('elk_cache_lookups_total', { cache: 'session', result: 'hit' });
    await createEventFor(t.app, host, { title: 'Cache party' });
    await createEventFor(t.app, host, { title: 'Cache party 2' });
    expect(await valueOf('elk_cache_lookups_total', { cache: 'session', result: 'hit' })).toBeGreaterThan(
      hitsBefore,
    );
  });
});

describe("the requests' thread's pauses", () => {
  it('counts garbage collections by kind and says how late the event loop ran since the last scrape', async () => {
    const minorBefore = await valueOf('elk_gc_pauses_total', { kind: 'minor' });
    const secondsBefore = await valueOf('elk_gc_pause_seconds_total', { kind: 'minor' });
    await valuesOf('elk_event_loop_delay_seconds'); // a scrape: the loop's figures start again from here
    // (The monitor's first tick after a scrape only starts its clock: a pause right then would go unseen.)
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Young objects enough to fill the young generation several times over, then the loop held for 120 ms.
    let kept = 0;
    for (let i = 0; i < 400_000; i++) kept += [i, { i }, `${i}`].length;
    expect(kept).toBe(1_200_000);
    const until = performance.now() + 120;
    while (performance.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await valueOf('elk_gc_pauses_total', { kind: 'minor' })).toBeGreaterThan(minorBefore);
    expect(await valueOf('elk_gc_pause_seconds_total', { kind: 'minor' })).toBeGreaterThan(secondsBefore);
    expect(await valueOf('elk_event_loop_delay_seconds', { quantile: '1' })).toBeGreaterThan(0.08);
    // Read again at once: a new interval, in which nothing held the loop that long.
    expect(await valueOf('elk_event_loop_delay_seconds', { quantile: '1' })).toBeLessThan(0.08);
  });
});

describe('access to /metrics', () => {
  it('is refused to another machine, even one claiming to be localhost, and to a local proxy', async () => {
    for (const [app, headers] of [
      [elsewhere, {}],
      [elsewhere, { 'X-Forwarded-For': '127.0.0.1' }],
      [elsewhere, { Authorization: 'Bearer wrong-token-0123456789' }],
      [t.app, { 'X-Forwarded-For': '203.0.113.7' }],
    ] as const) {
      const res = await request(app).get('/metrics').set(headers);
      expect(res.status).toBe(403);
      expect(res.text).toBe(METRICS_FORBIDDEN);
      expect(res.text).not.toContain('elk_');
    }
  });

  it('is given to a scraper elsewhere with the bearer token', async () => {
    const res = await request(elsewhere).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toMatch(/^# HELP elk_/m);
  });
});

describe('jobs and mail', () => {
  it('counts a failed job attempt and its failed mail; the job’s log lines name the job', async () => {
    const queue = inviteSendJob.name;
    const failedBefore = await valueOf('elk_job_attempts_total', { queue, outcome: 'failed' });
    const mailFailedBefore = await valueOf('elk_mail_messages_total', { outcome: 'failed' });
    const host = await signInByEmail(t.app, t.db, 'metrics-host@example.com', 'Max Host');
    expect(await valueOf('elk_mail_messages_total', { outcome: 'sent' })).toBeGreaterThan(0);
    const party = await createEventFor(t.app, host, { title: 'Counted party' });
    const queued = await call<QueueInvitesResult>(
      t.app,
      'queueInvites',
      { eventId: party.id, invitees: [{ name: 'Ann', email: 'ann@example.com' }] },
      host,
    );
    const ann = queued.invitees[0]!.inviteeId;
    await call(t.app, 'sendInvites', { eventId: party.id, inviteeIds: [ann] }, host);
    expect(await waitForSends(t.db, [ann], 20_000)).toEqual({ [ann]: 'FAILED' });
    await expect
      .poll(() => valueOf('elk_job_attempts_total', { queue, outcome: 'failed' }), { timeout: 5000 })
      .toBe(failedBefore + 1);
    expect(await valueOf('elk_mail_messages_total', { outcome: 'failed' })).toBe(mailFailedBefore + 1);
    const failedLine = logLines.find((line) => line.msg === 'job failed' && line.inviteeId === ann);
    expect(failedLine).toMatchObject({ queue, jobId: expect.any(String), job: queue });
    expect(await valueOf('elk_job_queue_depth', { queue, state: 'created' })).toBe(0);
  }, 40_000);
});
