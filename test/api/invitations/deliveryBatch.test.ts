import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverySendJob } from '../../../src/server/features/notifications';
import { deliveries } from '../../../src/server/platform/db/schema';
import { JOBS_SCHEMA } from '../../../src/server/platform/jobs';
import type { GuestRow } from '../../../src/shared/guests/schema';
import { signInByEmail } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import type { TestApp } from '../../helpers/testApp';
import { call, createEventFor, type Session } from '../events/eventsFixtures';
import {
  answerAnonymously,
  appOnSmtp,
  mailsTo,
  settle,
  type Smtp,
  waitFor,
} from '../notifications/notificationsFixtures';

// Deliveries are sent in batches (a worker fetches several 'delivery-send' jobs and reads them together, then
// sends them one by one), yet each keeps its own job: one the mail server refuses is retried alone, with its
// own backoff, and after its last attempt is marked failed with the server's reason in the host's guest table,
// while the others of its batch go out once.

const GONE = 'gone.guest@example.com';

describe('a batch of confirmations with one refused address', () => {
  let smtp: Smtp;
  let t: TestApp;
  let host: Session;
  beforeAll(async () => {
    smtp = await startSmtpServer(undefined, { rejectRecipients: [GONE] });
    t = await appOnSmtp(smtp);
    host = await signInByEmail(t.app, t.db, 'batch-host@example.com', 'Bea Host');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const jobsOf = async (to: string) => {
    const rows = await t.db.execute<{ state: string; retry_count: number }>(sql`
      select j.state, j.retry_count from ${sql.raw(JOBS_SCHEMA)}.job j
      join ${deliveries} d on j.singleton_key = d.id::text
      where j.name = ${deliverySendJob.name} and d.to = ${to}`);
    return rows.rows;
  };

  it('sends the others once, and retries the refused one alone until it is marked failed with the reason', async () => {
    const party = await createEventFor(t.app, host, { title: 'Batch party' });
    // Answered together: one party run stores their confirmations and queues them at once.
    const answers = await Promise.all(
      [
        { name: 'Ada Batch', email: 'ada.batch@example.com' },
        { name: 'Gus Gone', email: GONE },
        { name: 'Ivy Batch', email: 'ivy.batch@example.com' },
      ].map((guest) => answerAnonymously(t, party.id, { ...guest, rsvpStatus: 'YES' })),
    );
    const failed = await waitFor(async () => {
      const [row] = await t.db.select().from(deliveries).where(eq(deliveries.to, GONE));
      return row?.status === 'failed' ? row : null;
    }, 'the refused confirmation to be given up');
    expect(failed.error).toMatch(/550.*No such user here: gone\.guest@example\.com/);
    // Its own job, retried to the end of its policy (3 retries after the first attempt). The delivery is marked
    // in the last attempt, and pg-boss records the job's end just after it returns.
    const goneJobs = await waitFor(async () => {
      const jobs = await jobsOf(GONE);
      return jobs.some((job) => job.state === 'failed') ? jobs : null;
    }, "the refused confirmation's job to end");
    expect(goneJobs).toEqual([{ state: 'failed', retry_count: 3 }]);

    await settle();
    for (const to of ['ada.batch@example.com', 'ivy.batch@example.com']) {
      expect(mailsTo(smtp, to, /^You're going to Batch party$/)).toHaveLength(1);
      const [row] = await t.db.select().from(deliveries).where(eq(deliveries.to, to));
      expect(row).toMatchObject({ status: 'sent', error: null });
      expect(await jobsOf(to)).toEqual([{ state: 'completed', retry_count: 0 }]);
    }
    expect(mailsTo(smtp, GONE)).toHaveLength(0);

    const table = await call<{ guests: GuestRow[] }>(t.app, 'fetchGuestList', { eventId: party.id }, host);
    const byId = new Map(table.guests.map((row) => [row.inviteeId, row]));
    expect(byId.get(answers[1]!.inviteeId!)!.sendError).toMatch(
      /^RSVP confirmation not delivered: .*550.*No such user here: gone\.guest@example\.com/,
    );
    expect(byId.get(answers[0]!.inviteeId!)!.sendError).toBeNull();
    expect(byId.get(answers[2]!.inviteeId!)!.sendError).toBeNull();
  }, 90_000);
});
