import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_SEND_WORKERS, inviteSendJob } from '../../../src/server/features/invitations/jobs';
import { messageSendJob } from '../../../src/server/features/messages/jobs';
import { JOBS_SCHEMA } from '../../../src/server/platform/jobs';
import { SmtpMailProvider } from '../../../src/server/platform/providers/mail/smtp';
import type { QueueInvitesResult } from '../../../src/shared/guests/schema';
import { signInByEmail } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addInvitee, call, createEventFor, type Session } from '../events/eventsFixtures';
import { splitMail, waitForSends } from './inviteJobsFixtures';
import { waitFor } from '../notifications/notificationsFixtures';

// Issue 37, item 10: a send whose process is killed after the SMTP server took the message, but before its
// outcome is written, goes again when its job is retried. So the sends in flight at a crash are the most that
// can go twice: one per worker (README, "Background jobs"). An SMTP server that holds every message a while
// keeps each send in flight long enough for the sends running at once to be counted.

const HOLD_MS = 250;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let host: Session;
beforeAll(async () => {
  smtp = await startSmtpServer(undefined, { holdMs: HOLD_MS });
  const mail = splitMail(
    new SmtpMailProvider(smtp.url, 'Elk <hello@elk.test>'),
    (kind) => kind.startsWith('invite') || kind === 'message',
  );
  t = await createTestApp({ mail: mail.provider });
  mail.attach(t);
  host = await signInByEmail(t.app, t.db, 'inflight-host@example.com', 'Ida Host');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function queueGuests(eventId: string, count: number, prefix: string) {
  const guests = Array.from({ length: count }, (_, i) => ({
    name: `G${i}`,
    email: `${prefix}${i}@example.com`,
  }));
  const queued = await call<QueueInvitesResult>(t.app, 'queueInvites', { eventId, invitees: guests }, host);
  return queued.invitees.map((guest) => guest.inviteeId);
}

/** The state of the newest invite-send job of a guest. */
async function lastJobState(inviteeId: string): Promise<string | undefined> {
  const result = await t.db.execute<{ state: string }>(sql`
    select state from ${sql.raw(JOBS_SCHEMA)}.job
    where name = ${inviteSendJob.name} and singleton_key = ${inviteeId}
    order by created_on desc limit 1`);
  return result.rows[0]?.state;
}

describe('invitation sends in flight', () => {
  it('are one per worker: never more at once than the invite-send workers of the instance', async () => {
    const party = await createEventFor(t.app, host, { title: 'Crowded party' });
    const ids = await queueGuests(party.id, 16, 'crowd');
    smtp.sends.maxOpen = 0;
    await call(t.app, 'sendInvites', { eventId: party.id }, host);
    const statuses = await waitForSends(t.db, ids, 30_000);
    expect(new Set(Object.values(statuses))).toEqual(new Set(['SUCCESS']));
    expect(smtp.received.filter((mail) => mail.to[0]!.startsWith('crowd'))).toHaveLength(16);
    // Before the fix one worker ran a batch of five at once, so five could go twice after a kill -9.
    expect(smtp.sends.maxOpen).toBeGreaterThan(0);
    expect(smtp.sends.maxOpen).toBeLessThanOrEqual(INVITE_SEND_WORKERS);
    expect(inviteSendJob.workers).toBe(INVITE_SEND_WORKERS);
  }, 60_000);

  it('does not send again when a sent guest’s job runs again (a crash before the queue completed it)', async () => {
    const party = await createEventFor(t.app, host, { title: 'Rerun party' });
    const [ann] = await queueGuests(party.id, 1, 'rerun');
    await call(t.app, 'sendInvites', { eventId: party.id }, host);
    expect(await waitForSends(t.db, [ann!])).toEqual({ [ann!]: 'SUCCESS' });
    // The outcome was recorded; the job is run again, as pg-boss retries an attempt whose process died.
    await t.deps.jobs.enqueue(inviteSendJob, [{ inviteeId: ann! }]);
    await waitFor(async () => (await lastJobState(ann!)) === 'completed', 'the repeated job to run');
    expect(smtp.received.filter((mail) => mail.to[0] === 'rerun0@example.com')).toHaveLength(1);
  }, 60_000);
});

describe('message sends in flight', () => {
  it('are one per worker too', async () => {
    const party = await createEventFor(t.app, host, { title: 'Blast party' });
    for (let i = 0; i < 12; i += 1) {
      await addInvitee(t.db, {
        eventId: party.id,
        name: `B${i}`,
        email: `blast${i}@example.com`,
        rsvpStatus: 'YES',
        inviteStatus: 'SUCCESS',
      });
    }
    smtp.sends.maxOpen = 0;
    await call(
      t.app,
      'sendEventComment',
      { eventId: party.id, isTextBlast: true, sendToStatuses: ['GOING'], message: 'Doors at 7' },
      host,
    );
    await waitFor(
      async () => smtp.received.filter((mail) => mail.to[0]!.startsWith('blast')).length === 12,
      'the 12 blast e-mails',
      30_000,
    );
    expect(smtp.sends.maxOpen).toBeGreaterThan(0);
    expect(smtp.sends.maxOpen).toBeLessThanOrEqual(messageSendJob.workers);
  }, 60_000);
});
