import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitees, outbox } from '../../../src/server/platform/db/schema';
import { inviteSendJob } from '../../../src/server/features/invitations/jobs';
import { JOBS_SCHEMA } from '../../../src/server/platform/jobs';
import type { MailProvider } from '../../../src/server/platform/providers/mail';
import { SmtpMailProvider } from '../../../src/server/platform/providers/mail/smtp';
import type { QueueInvitesResult } from '../../../src/shared/guests/schema';
import { signInByEmail } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call, createEventFor, type Session } from '../events/eventsFixtures';
import { splitMail, waitForSends } from './inviteJobsFixtures';
import { waitFor } from '../notifications/notificationsFixtures';

// The durable send queue (pg-boss): sends survive a restart, an invitee left TRIGGERED without a job is picked
// up at start-up, a failing SMTP server is retried before FAILED, and phone-only guests get a text message.

type Db = TestApp['db'];

/** Send jobs that are waiting or running for one invitee. */
async function liveJobs(db: Db, inviteeId: string): Promise<number> {
  const result = await db.execute<{ count: string }>(sql`
    select count(*)::text as count from ${sql.raw(JOBS_SCHEMA)}.job
    where name = ${inviteSendJob.name} and singleton_key = ${inviteeId}
      and state in ('created', 'retry', 'active')`);
  return Number(result.rows[0]!.count);
}

async function queueGuests(t: TestApp, host: Session, eventId: string, guests: Record<string, string>[]) {
  const queued = await call<QueueInvitesResult>(t.app, 'queueInvites', { eventId, invitees: guests }, host);
  return queued.invitees.map((guest) => guest.inviteeId);
}

describe('sends survive a restart', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let first: TestApp;
  let second: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The first app queues jobs but runs none, as if it stopped before its worker got to them.
    first = await createTestApp({ jobs: { work: false } });
  });
  afterAll(async () => {
    await second?.close();
    await first.close();
    await smtp.close();
  });

  it('delivers jobs queued by a stopped app, and re-enqueues guests left TRIGGERED without a job', async () => {
    const host = await signInByEmail(first.app, first.db, 'restart-host@example.com', 'Rita Host');
    const party = await createEventFor(first.app, host, { title: 'Restart party' });
    const [ann, bo] = await queueGuests(first, host, party.id, [
      { name: 'Ann', email: 'ann@example.com' },
      { name: 'Bo', email: 'bo@example.com' },
    ]);
    const sent = await call<{ count: number }>(
      first.app,
      'sendInvites',
      { eventId: party.id, inviteeIds: [ann] },
      host,
    );
    expect(sent.count).toBe(1);
    // A second enqueue of the same guest (a double click racing the first) adds no second job.
    await first.deps.jobs.enqueue(inviteSendJob, [{ inviteeId: ann! }]);
    expect(await liveJobs(first.db, ann!)).toBe(1);
    // Bo: marked TRIGGERED but the app crashed before enqueueing.
    await first.db.update(invitees).set({ inviteStatus: 'TRIGGERED' }).where(eq(invitees.id, bo!));
    expect(await liveJobs(first.db, bo!)).toBe(0);
    await first.deps.jobs.stop();
    expect(smtp.received).toHaveLength(0);

    second = await createTestApp({
      database: { db: first.db },
      mail: new SmtpMailProvider(smtp.url, 'Elk <hello@elk.test>'),
    });
    expect(await waitForSends(second.db, [ann!, bo!])).toEqual({ [ann!]: 'SUCCESS', [bo!]: 'SUCCESS' });
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['ann@example.com', 'bo@example.com']);
  });
});

describe('a failing SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let host: Session;
  let attempts = 0;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The real SMTP server refuses these credentials, so every invitation attempt fails.
    const refused = new SmtpMailProvider(smtp.url.replace(':secret@', ':wrong@'), 'Elk <hello@elk.test>');
    const counted: MailProvider = {
      name: 'counted-smtp',
      send: (message) => {
        attempts += 1;
        return refused.send(message);
      },
    };
    const mail = splitMail(counted);
    t = await createTestApp({ mail: mail.provider });
    mail.attach(t);
    host = await signInByEmail(t.app, t.db, 'fail-host@example.com', 'Fay Host');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('retries three times, then marks the guest FAILED; a later send tries again', async () => {
    const party = await createEventFor(t.app, host, { title: 'Doomed party' });
    const [ann] = await queueGuests(t, host, party.id, [{ name: 'Ann', email: 'ann@example.com' }]);
    await call(t.app, 'sendInvites', { eventId: party.id, inviteeIds: [ann] }, host);
    // Backoff with jitter: about 1-2 s, 2-4 s and 4-8 s between the attempts.
    expect(await waitForSends(t.db, [ann!], 45_000)).toEqual({ [ann!]: 'FAILED' });
    expect(attempts).toBe(4);
    expect(smtp.received).toHaveLength(0);
    // The guest is marked FAILED in the last attempt, just before the queue records the job itself as failed.
    await waitFor(
      async () => (await liveJobs(t.db, ann!)) === 0,
      'the failed job to leave the queue',
      10_000,
    );
    expect(await liveJobs(t.db, ann!)).toBe(0);
    expect((await call<{ count: number }>(t.app, 'sendInvites', { eventId: party.id }, host)).count).toBe(1);
    const [row] = await t.db.select().from(invitees).where(eq(invitees.id, ann!));
    expect(row!.inviteStatus).toBe('TRIGGERED');
  }, 60_000);
});

describe('the outbox providers', () => {
  let t: TestApp;
  let host: Session;
  beforeAll(async () => {
    // A slow poll, so that waiting it out between batches would show.
    t = await createTestApp({ jobs: { pollingIntervalSeconds: 4 } });
    host = await signInByEmail(t.app, t.db, 'sms-host@example.com', 'Sam Host');
  });
  afterAll(() => t.close());

  it('send a long list in batches without waiting a polling interval between them', async () => {
    const party = await createEventFor(t.app, host, { title: 'Big party' });
    const guests = Array.from({ length: 45 }, (_, i) => ({ name: `Guest ${i}`, email: `g${i}@example.com` }));
    const ids = await queueGuests(t, host, party.id, guests);
    const started = Date.now();
    await call(t.app, 'sendInvites', { eventId: party.id }, host);
    const statuses = await waitForSends(t.db, ids);
    expect(new Set(Object.values(statuses))).toEqual(new Set(['SUCCESS']));
    // 45 jobs are nine batches: at most one 4 s poll before the first; waiting one before each would be 32 s more.
    // The bound sits between the two (the sends themselves take a second or two, more on a loaded machine).
    expect(Date.now() - started).toBeLessThan(20_000);
    const mailed = await t.db
      .select({ to: outbox.to })
      .from(outbox)
      .where(and(eq(outbox.channel, 'email'), sql`${outbox.to} like 'g%@example.com'`));
    expect(mailed).toHaveLength(45);
  });

  it('text a phone-only guest the invitation link through the SMS provider', async () => {
    const party = await createEventFor(t.app, host, { title: 'Text party' });
    const [cy] = await queueGuests(t, host, party.id, [{ name: 'Cy', phone: '+14155550177' }]);
    await call(t.app, 'sendInvites', { eventId: party.id }, host);
    expect(await waitForSends(t.db, [cy!])).toEqual({ [cy!]: 'SUCCESS' });
    const texts = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.to, '+14155550177')));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('Sam Host invited you to Text party');
    expect(texts[0]!.text).toMatch(new RegExp(`/event/${party.id}\\?iu=${cy}&token=[0-9a-f]+`));
  });
});

describe('a worker that polls once a minute', () => {
  let jobsSide: TestApp;
  let requestsSide: TestApp | undefined;
  let host: Session;
  beforeAll(async () => {
    // Its first poll is at its start; the next would come a minute later, past every bound below.
    jobsSide = await createTestApp({ jobs: { pollingIntervalSeconds: 60 } });
    host = await signInByEmail(jobsSide.app, jobsSide.db, 'wake-host@example.com', 'Wes Host');
  });
  afterAll(async () => {
    await requestsSide?.close();
    await jobsSide.close();
  });

  /**
   * Sends one guest's invitation through `requests` (an app on the jobs side's database) and waits for the jobs
   * side to deliver it; the milliseconds from the send to the delivery.
   */
  async function deliveryMs(requests: TestApp, title: string, guest: { name: string; email: string }) {
    const party = await createEventFor(requests.app, host, { title });
    const [inviteeId] = await queueGuests(requests, host, party.id, [guest]);
    const started = Date.now();
    await call(requests.app, 'sendInvites', { eventId: party.id }, host);
    expect(await waitForSends(jobsSide.db, [inviteeId!])).toEqual({ [inviteeId!]: 'SUCCESS' });
    return Date.now() - started;
  }

  it('runs a job as soon as its own app enqueues it', async () => {
    const ms = await deliveryMs(jobsSide, 'Prompt party', { name: 'Ida', email: 'ida@example.com' });
    expect(ms).toBeLessThan(20_000);
  });

  it('runs a job another instance enqueued (the requests beside a jobs thread), told through PostgreSQL', async () => {
    // Another app on the same database that runs no jobs: only the word over LISTEN/NOTIFY reaches the worker.
    requestsSide = await createTestApp({ database: { db: jobsSide.db }, jobs: { work: false } });
    const ms = await deliveryMs(requestsSide, 'Relayed party', { name: 'Jo', email: 'jo@example.com' });
    expect(ms).toBeLessThan(20_000);
  });
});
