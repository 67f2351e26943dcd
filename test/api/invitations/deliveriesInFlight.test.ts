import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverySendJob } from '../../../src/server/features/notifications';
import { DEFERRED, sendDeliveries } from '../../../src/server/features/notifications/deliverySender';
import { queueDeliveries } from '../../../src/server/features/notifications/sendJob';
import { deliveries } from '../../../src/server/platform/db/schema';
import { JOBS_SCHEMA } from '../../../src/server/platform/jobs';
import { signInByEmail } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import type { TestApp } from '../../helpers/testApp';
import { createEventFor, type Session } from '../events/eventsFixtures';
import { appOnSmtp, mailsTo, type Smtp, waitFor } from '../notifications/notificationsFixtures';

// Issue 37, item 10, for the notifications' 'delivery-send': a delivery is marked sent after its provider took
// the message, so a kill -9 between the two sends it again on retry. A batch reads its deliveries together but
// sends them one at a time, each marked before the next goes, so at most one per worker can go twice (README,
// "Background jobs"). An SMTP server that holds every message a while makes the sends in flight countable.

const HOLD_MS = 200;

let smtp: Smtp;
let t: TestApp;
let host: Session;
beforeAll(async () => {
  smtp = await startSmtpServer(undefined, { holdMs: HOLD_MS });
  t = await appOnSmtp(smtp);
  host = await signInByEmail(t.app, t.db, 'deliveries-host@example.com', 'Dee Host');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Stores (and, unless `queue` is false, queues) `count` host updates of a new party, to `prefix`N addresses. */
async function hostUpdates(prefix: string, count: number, queue = true): Promise<string[]> {
  const party = await createEventFor(t.app, host, { title: `${prefix} party` });
  const list = Array.from({ length: count }, (_, i) => ({
    dedupeKey: `${prefix}:${i}`,
    kind: 'host-update' as const,
    eventId: party.id,
    userId: host.userId,
    channel: 'email' as const,
    to: `${prefix}${i}@example.com`,
    params: { subject: `${prefix} news`, title: `${prefix} party`, lines: ['Ann: yes'], totals: '1 yes' },
  }));
  const enqueue = queue ? t.deps.jobs.enqueue : async () => {};
  await queueDeliveries({ db: t.db, enqueue }, list);
  const rows = await t.db
    .select({ id: deliveries.id, to: deliveries.to })
    .from(deliveries)
    .where(eq(deliveries.eventId, party.id));
  return list.map((d) => rows.find((row) => row.to === d.to)!.id);
}

const sentCount = async (ids: string[]) =>
  (
    await t.db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(inArray(deliveries.id, ids), eq(deliveries.status, 'sent')))
  ).length;

describe('delivery sends in flight', () => {
  it('are one per worker: at most the workers open at once, and at most that many taken but not marked sent', async () => {
    smtp.sends.maxOpen = 0;
    const ids = await hostUpdates('flight', 24);
    // Taken by the SMTP server (read first) less marked sent (read after): a lower bound of what a crash at
    // that moment would send twice.
    let maxUnmarked = 0;
    await waitFor(
      async () => {
        const accepted = smtp.sends.accepted;
        const sent = await sentCount(ids);
        maxUnmarked = Math.max(maxUnmarked, accepted - sent);
        return sent === ids.length;
      },
      'the 24 host updates to be marked sent',
      45_000,
    );
    for (let i = 0; i < ids.length; i += 1) expect(mailsTo(smtp, `flight${i}@example.com`)).toHaveLength(1);
    // Before the fix one worker sent a fetched batch of 10 at once and marked them together afterwards.
    expect(smtp.sends.maxOpen).toBeGreaterThan(0);
    expect(smtp.sends.maxOpen).toBeLessThanOrEqual(deliverySendJob.workers);
    expect(maxUnmarked).toBeLessThanOrEqual(deliverySendJob.workers);
  }, 60_000);

  it('sends nothing when the job of a delivery already marked sent runs again (a crash before it completed)', async () => {
    const [id] = await hostUpdates('rerun', 1);
    await waitFor(async () => (await sentCount([id!])) === 1, 'the host update to be sent');
    await t.deps.jobs.enqueue(deliverySendJob, [{ deliveryId: id! }]);
    await waitFor(async () => {
      const result = await t.db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${sql.raw(JOBS_SCHEMA)}.job
        where name = ${deliverySendJob.name} and singleton_key = ${id!} and state = 'completed'`);
      return result.rows[0]!.n === 2;
    }, 'the repeated job to complete');
    expect(mailsTo(smtp, 'rerun0@example.com')).toHaveLength(1);
  }, 60_000);

  it('starts no send after the first once the batch’s window has passed, and leaves the rest pending', async () => {
    const ids = await hostUpdates('late', 3, false);
    const outcomes = await sendDeliveries(t.deps, ids, Date.now());
    expect(outcomes).toEqual([null, DEFERRED, DEFERRED]);
    expect(mailsTo(smtp, 'late0@example.com')).toHaveLength(1);
    expect(mailsTo(smtp, 'late1@example.com')).toHaveLength(0);
    const rows = await t.db.select().from(deliveries).where(inArray(deliveries.id, ids));
    const statusOf = (id: string) => rows.find((row) => row.id === id)!.status;
    expect(ids.map(statusOf)).toEqual(['sent', 'pending', 'pending']);
  }, 60_000);
});
