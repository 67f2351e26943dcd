import { and, eq } from 'drizzle-orm';
import type { EventRow } from '../../core/access/eventsAccess';
import { events, partyNotices } from '../../platform/db/schema';
import { mailTitle } from '../../platform/mail/mailText';
import { digestDueOn, digestGroups, digestSubject, totalsLine } from './hostNews';
import { hostRoutes, isHostNews, loadNews, partyTotals } from './hostRecipients';
import { type ActivityDeps, hostDeliveries, lockPartyNotices, markTold } from './partyActivity';
import { storeDeliveries } from './deliveryStore';
import { enqueueSends } from './sendJob';
import { wallNewsSince } from './wallNotices';

// The daily digest: at 9:00 on each party's own clock, one message to the hosts with the answers since the
// last one, grouped with counts and names, the wall's new posts, and the party's totals. A party with nothing new (digest_due never
// set) gets none that day.

/** One party's digest for its local `day`, unless that day's is done; answers how many deliveries it made. */
async function runDigest(deps: ActivityDeps, event: EventRow, day: string, now: Date): Promise<number> {
  const routes = await hostRoutes(deps.db, event);
  const totals = totalsLine(await partyTotals(deps.db, event));
  const title = mailTitle(event);
  const ids = await deps.db.transaction(async (tx) => {
    const notices = await lockPartyNotices(tx, event.id);
    if (!notices.digestDue || (notices.digestDoneOn !== null && notices.digestDoneOn >= day)) return [];
    const news = (await loadNews(tx, event.id, now)).filter(isHostNews);
    const posts = await wallNewsSince(tx, event.id, notices.wallToldUntil, now);
    const groups = [
      ...digestGroups(news),
      ...(posts.length ? [{ heading: `On the wall (${posts.length})`, names: posts }] : []),
    ];
    const stored = groups.length
      ? await storeDeliveries(
          tx,
          hostDeliveries(routes, {
            dedupeKey: `digest:${event.id}:${day}`,
            kind: 'digest',
            eventId: event.id,
            params: {
              subject: digestSubject(news.length, title, posts.length),
              title,
              date: day,
              groups,
              totals,
            },
          }),
        )
      : [];
    await markTold(tx, event.id, news, 'host');
    await tx
      .update(partyNotices)
      .set({ digestDue: false, digestDoneOn: day, wallToldUntil: now })
      .where(eq(partyNotices.eventId, event.id));
    return stored;
  });
  await enqueueSends(deps.enqueue, ids);
  return ids.length;
}

/** Every party whose digest is due at `now` (news waiting, 9:00 passed on its clock, not done today). */
export async function runDueDigests(deps: ActivityDeps, now: Date): Promise<number> {
  const waiting = await deps.db
    .select({ event: events, doneOn: partyNotices.digestDoneOn })
    .from(partyNotices)
    .innerJoin(events, eq(events.id, partyNotices.eventId))
    .where(and(eq(partyNotices.digestDue, true), eq(events.hostNotification, 'DAILY_DIGEST')));
  let sent = 0;
  for (const { event, doneOn } of waiting) {
    const day = digestDueOn(now, event.timeZone, doneOn);
    if (day) sent += await runDigest(deps, event, day, now);
  }
  return sent;
}
