import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { events, invitees, partyNotices, responseMarks } from '../../platform/db/schema';
import type { EnqueueAny } from '../../platform/jobs';
import { mailTitle } from '../../platform/mail/mailText';
import { reachGuests } from '../invitations';
import { guestDeliveries, type NewDelivery, storeDeliveries } from './deliveryStore';
import { answerLine, hostUpdateSubject, nextHostUpdateAt, totalsLine } from './hostNews';
import {
  type HostRoute,
  hostRoutes,
  isHostNews,
  loadNews,
  type NewsRow,
  partyTotals,
} from './hostRecipients';
import { enqueueSends, queueDeliveries } from './sendJob';

// What a party's new answers set off (the 'party-activity' job, queued when the database says the party
// changed): a confirmation to each guest without an account who answered, and the hosts' update, at most one
// a minute with everything since the last one (or, with the daily digest, a note that the 9:00 digest has news).
// Derived from the guests' rows (responded_at) against what was already told (response_marks), so the RSVP
// itself writes nothing extra and a run that finds nothing new sends nothing.

export type ActivityDeps = { db: Db; enqueue: EnqueueAny };

/** Makes sure the party's notices row exists, then locks it for this transaction. */
export async function lockPartyNotices(tx: Tx, eventId: string) {
  await tx.insert(partyNotices).values({ eventId }).onConflictDoNothing();
  const [row] = await tx.select().from(partyNotices).where(eq(partyNotices.eventId, eventId)).for('update');
  return row!;
}

/** Records what was told, so it is not told again (the rows as one array a column: one short statement). */
export async function markTold(
  db: Db | Tx,
  eventId: string,
  rows: readonly NewsRow[],
  what: 'host' | 'confirmation',
) {
  if (rows.length === 0) return;
  const ids = sql.param(rows.map((row) => row.inviteeId));
  const times = sql.param(rows.map((row) => row.respondedAt.toISOString()));
  if (what === 'host') {
    await db.execute(sql`
      insert into ${responseMarks} (invitee_id, event_id, host_told_of, host_told_status)
      select m.id, ${eventId}, m.told_of, m.status
      from unnest(${ids}::uuid[], ${times}::timestamptz[],
        ${sql.param(rows.map((row) => row.rsvpStatus))}::text[]) as m(id, told_of, status)
      on conflict (invitee_id) do update
        set host_told_of = excluded.host_told_of, host_told_status = excluded.host_told_status`);
  } else {
    await db.execute(sql`
      insert into ${responseMarks} (invitee_id, event_id, confirmed_of)
      select m.id, ${eventId}, m.told_of
      from unnest(${ids}::uuid[], ${times}::timestamptz[]) as m(id, told_of)
      on conflict (invitee_id) do update set confirmed_of = excluded.confirmed_of`);
  }
}

/** The hosts' deliveries of one summary, one per route. */
export function hostDeliveries(
  routes: readonly HostRoute[],
  base: Omit<NewDelivery, 'channel' | 'to' | 'userId'>,
): NewDelivery[] {
  return routes.map((route) => ({
    ...base,
    dedupeKey: `${base.dedupeKey}:${route.userId}:${route.channel}`,
    userId: route.userId,
    channel: route.channel,
    to: route.to,
  }));
}

/** Confirmations to guests without an account for answers not confirmed yet. */
async function confirmAnswers(deps: ActivityDeps, eventId: string, news: readonly NewsRow[]) {
  const due = news.filter(
    (row) =>
      row.userId === null &&
      (row.rsvpStatus === 'YES' || row.rsvpStatus === 'NO') &&
      row.confirmedOf?.getTime() !== row.respondedAt.getTime(),
  );
  if (due.length === 0) return;
  const { db } = deps;
  const guests = await db
    .select()
    .from(invitees)
    .where(
      inArray(
        invitees.id,
        due.map((row) => row.inviteeId),
      ),
    );
  const reach = await reachGuests(db, guests, { all: true });
  await queueDeliveries(
    deps,
    due.flatMap((row) =>
      guestDeliveries(reach.get(row.inviteeId) ?? { routes: [] }, {
        dedupeKey: `confirmation:${row.inviteeId}:${row.respondedAt.getTime()}`,
        kind: 'confirmation',
        eventId,
        inviteeId: row.inviteeId,
        params: { respondedAt: row.respondedAt.getTime() },
      }),
    ),
  );
  await markTold(db, eventId, due, 'confirmation');
}

/**
 * One run for one party at `now`. Answers the moment the hosts' next update may go when news had to wait for
 * the minute to pass (the caller queues another run then), else null.
 */
export async function runPartyActivity(
  deps: ActivityDeps,
  eventId: string,
  now: Date = new Date(),
): Promise<Date | null> {
  const { db } = deps;
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) return null;
  const news = await loadNews(db, eventId, now);
  if (news.length === 0) return null;
  await confirmAnswers(deps, eventId, news);
  const hostNews = news.filter(isHostNews);
  if (hostNews.length === 0) return null;

  if (event.hostNotification === 'DAILY_DIGEST') {
    await db.transaction(async (tx) => {
      await lockPartyNotices(tx, eventId);
      await tx.update(partyNotices).set({ digestDue: true }).where(eq(partyNotices.eventId, eventId));
    });
    return null;
  }

  // While the hosts' minute runs (a busy party), a run ends here, before the hosts' addresses and the party's
  // numbers are read; the check is made again under the lock below.
  const [notices] = await db
    .select({ sentAt: partyNotices.hostUpdateSentAt })
    .from(partyNotices)
    .where(eq(partyNotices.eventId, eventId));
  const early = nextHostUpdateAt(notices?.sentAt ?? null, now);
  if (early) return early;

  const routes = await hostRoutes(db, event);
  const totals = totalsLine(await partyTotals(db, event));
  const title = mailTitle(event);
  const outcome = await db.transaction(async (tx) => {
    const notices = await lockPartyNotices(tx, eventId);
    const wait = nextHostUpdateAt(notices.hostUpdateSentAt, now);
    if (wait) return { wait, ids: [] };
    // Read again under the lock: a run that held it before may have told some of these already.
    const fresh = (await loadNews(tx, eventId, now)).filter(isHostNews);
    if (fresh.length === 0) return { wait: null, ids: [] };
    const ids = await storeDeliveries(
      tx,
      hostDeliveries(routes, {
        dedupeKey: `host-update:${eventId}:${now.getTime()}`,
        kind: 'host-update',
        eventId,
        params: { subject: hostUpdateSubject(fresh, title), title, lines: fresh.map(answerLine), totals },
      }),
    );
    await markTold(tx, eventId, fresh, 'host');
    await tx.update(partyNotices).set({ hostUpdateSentAt: now }).where(eq(partyNotices.eventId, eventId));
    return { wait: null, ids };
  });
  await enqueueSends(deps.enqueue, outcome.ids);
  return outcome.wait;
}
