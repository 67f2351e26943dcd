import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteSendJob } from '../../../src/server/features/invitations/jobs';
import { invitees } from '../../../src/server/platform/db/schema';
import { JOBS_SCHEMA } from '../../../src/server/platform/jobs';
import type { GuestRow } from '../../../src/shared/guests/schema';
import { signInByEmail } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addInvitee, call, createEventFor, type Session } from '../events/eventsFixtures';
import { waitForSends } from './inviteJobsFixtures';
import { appOnSmtp, mailsTo, type Smtp, waitFor } from '../notifications/notificationsFixtures';

// Delivery you can see (issue #15): the host's guest table says why a send failed, in the SMTP server's own
// words; and a send that was running when its process died goes out within a minute of the next start.

describe('a failed send in the guest table', () => {
  let smtp: Smtp;
  let t: TestApp;
  let host: Session;
  beforeAll(async () => {
    smtp = await startSmtpServer(undefined, { rejectRecipients: ['nobody.here@example.com'] });
    t = await appOnSmtp(smtp);
    host = await signInByEmail(t.app, t.db, 'vis-host@example.com', 'Vic Host');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("shows the server's reason beside the guest, and drops it once a send succeeds", async () => {
    const party = await createEventFor(t.app, host, { title: 'Bounce party' });
    const queued = await call<{ invitees: { inviteeId: string }[] }>(
      t.app,
      'queueInvites',
      { eventId: party.id, invitees: [{ name: 'Nobody', email: 'nobody.here@example.com' }] },
      host,
    );
    const guestId = queued.invitees[0]!.inviteeId;
    await call(t.app, 'sendInvites', { eventId: party.id, inviteeIds: [guestId] }, host);
    expect(await waitForSends(t.db, [guestId], 45_000)).toEqual({ [guestId]: 'FAILED' });

    const table = await call<{ guests: GuestRow[] }>(t.app, 'fetchGuestList', { eventId: party.id }, host);
    const row = table.guests.find((guest) => guest.inviteeId === guestId)!;
    expect(row.inviteStatus).toBe('FAILED');
    expect(row.sendError).toMatch(
      /^Invitation not delivered: .*550.*No such user here: nobody\.here@example\.com/,
    );

    // 'Edit email and resend': the corrected address goes out, and the reason is gone.
    await call(
      t.app,
      'editInvitee',
      {
        eventId: party.id,
        invitee: {
          inviteeId: guestId,
          name: 'Nobody',
          email: 'somebody@example.com',
          rsvpStatus: 'INVITED',
          additionalGuestCount: 0,
        },
      },
      host,
    );
    await call(t.app, 'sendInvites', { eventId: party.id, inviteeIds: [guestId] }, host);
    expect(await waitForSends(t.db, [guestId])).toEqual({ [guestId]: 'SUCCESS' });
    const again = await call<{ guests: GuestRow[] }>(t.app, 'fetchGuestList', { eventId: party.id }, host);
    expect(again.guests.find((guest) => guest.inviteeId === guestId)!.sendError).toBeNull();
  }, 60_000);

  it('says why a guest could not be reached at all', async () => {
    const party = await createEventFor(t.app, host, { title: 'Unreachable party' });
    const guest = await addInvitee(t.db, {
      eventId: party.id,
      name: 'Quiet Phone',
      phone: '+14155550190',
      textPermissionGranted: false,
      rsvpStatus: 'INVITED',
      inviteStatus: 'PENDING',
    });
    await call(t.app, 'sendInvites', { eventId: party.id, inviteeIds: [guest.id] }, host);
    expect(await waitForSends(t.db, [guest.id])).toEqual({ [guest.id]: 'FAILED' });
    const table = await call<{ guests: GuestRow[] }>(t.app, 'fetchGuestList', { eventId: party.id }, host);
    expect(table.guests.find((row) => row.inviteeId === guest.id)!.sendError).toBe(
      'Invitation not delivered: The guest has only a phone and does not accept text messages.',
    );
  });
});

describe('a send running when its process died', () => {
  let smtp: Smtp;
  let dead: TestApp;
  let next: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The app that "dies": it queues, but its worker never finishes (the job is left active below).
    // Production's retry policy, not the tests' quick one.
    dead = await createTestApp({ jobs: { work: false, retryDelaySeconds: undefined } });
  });
  afterAll(async () => {
    await next?.close();
    await dead.close();
    await smtp.close();
  });

  it('goes out within a minute of its first attempt, the process having died mid-send', async () => {
    const host = await signInByEmail(dead.app, dead.db, 'crash-host@example.com', 'Cass Host');
    const party = await createEventFor(dead.app, host, { title: 'Crash party' });
    const guest = await addInvitee(dead.db, {
      eventId: party.id,
      name: 'Ann',
      email: 'ann.crash@example.com',
      rsvpStatus: 'INVITED',
      inviteStatus: 'PENDING',
    });
    await call(dead.app, 'sendInvites', { eventId: party.id, inviteeIds: [guest.id] }, host);
    // A worker fetched it and its process was killed mid-send, just before the attempt would have timed out
    // (its expireInSeconds): the job is active, started that long ago. The minute counts from then, so the
    // test need not sit through the time the attempt had already run.
    const runningFor = inviteSendJob.expireInSeconds - 1;
    const taken = await dead.db.execute(sql`
      update ${sql.raw(JOBS_SCHEMA)}.job
      set state = 'active', started_on = now() - make_interval(secs => ${runningFor})
      where name = ${inviteSendJob.name} and singleton_key = ${guest.id} and state = 'created'
      returning id`);
    expect(taken.rows).toHaveLength(1);
    const firstAttemptAt = Date.now() - runningFor * 1000;
    await dead.deps.jobs.stop();

    next = await appOnSmtp(smtp, { database: dead.deps });
    await waitFor(
      () => mailsTo(smtp, 'ann.crash@example.com')[0],
      'the invitation after the restart',
      60_000,
    );
    expect(Date.now() - firstAttemptAt).toBeLessThan(60_000);
    // The invitation is marked sent once the mail server has taken the message, a moment after it arrives there.
    const status = async () => {
      const [row] = await next!.db
        .select({ status: invitees.inviteStatus })
        .from(invitees)
        .where(eq(invitees.id, guest.id));
      return row!.status;
    };
    await waitFor(async () => ((await status()) === 'SUCCESS' ? true : null), 'the invitation marked sent');
  }, 90_000);
});
