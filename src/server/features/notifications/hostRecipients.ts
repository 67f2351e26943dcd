import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { countSections } from '../../../shared/guests/guestListPage';
import type { Db, Tx } from '../../platform/db/client';
import { cohosts, invitees, responseMarks, users } from '../../platform/db/schema';
import { optOutKeysFor } from '../../platform/mail/unsubscribeLink';
import { countGuestGroups } from '../guests';
import { accountContact, type Route, storedOptOuts } from '../invitations';
import type { AnswerNews, PartyTotals } from './hostNews';

// Who hears about a party's answers (the organizer and accepted cohosts, at their accounts' verified addresses:
// a text as well when they agreed to texts), what is news to them, and the party's numbers.

export type HostRoute = Route & { userId: string };

/** The hosts' routes, without anyone who unsubscribed from this party (or from everything). */
export async function hostRoutes(
  db: Db,
  event: { id: string; organizerId: string | null },
): Promise<HostRoute[]> {
  const accepted = await db
    .select({ userId: cohosts.userId })
    .from(cohosts)
    .where(and(eq(cohosts.eventId, event.id), eq(cohosts.status, 'accepted'), isNotNull(cohosts.userId)));
  const hostIds = [
    ...new Set([event.organizerId, ...accepted.map((row) => row.userId)].filter((id): id is string => !!id)),
  ];
  const routes: HostRoute[] = [];
  for (const userId of hostIds) {
    const contact = await accountContact(db, userId);
    const [account] = await db
      .select({ granted: users.grantedTextPermission })
      .from(users)
      .where(eq(users.id, userId));
    if (contact.email) routes.push({ channel: 'email', to: contact.email, userId });
    if (contact.phone && account?.granted && !contact.textsRefused) {
      routes.push({ channel: 'sms', to: contact.phone, userId });
    }
  }
  const keysOf = (route: HostRoute) =>
    optOutKeysFor({
      target: { kind: 'host', eventId: event.id, userId: route.userId },
      userId: route.userId,
      address: route.to,
    });
  const stored = await storedOptOuts(db, routes.flatMap(keysOf));
  return routes.filter((route) => !keysOf(route).some((key) => stored.has(key)));
}

/** How far back answers count as news: a missed digest day is still told, older answers are not. */
export const NEWS_WINDOW_MS = 2 * 24 * 3_600_000;

export type NewsRow = AnswerNews & {
  inviteeId: string;
  userId: string | null;
  respondedAt: Date;
  hostToldOf: Date | null;
  confirmedOf: Date | null;
};

/**
 * The party's guests whose latest answer the hosts were not told of, or (without an account) were not sent a
 * confirmation of; answers older than the news window are left alone.
 */
export async function loadNews(db: Db | Tx, eventId: string, now: Date): Promise<NewsRow[]> {
  const since = new Date(now.getTime() - NEWS_WINDOW_MS);
  const rows = await db
    .select({
      inviteeId: invitees.id,
      userId: invitees.userId,
      name: invitees.name,
      rsvpStatus: invitees.rsvpStatus,
      waitlistStatus: invitees.waitlistStatus,
      additionalGuestCount: invitees.additionalGuestCount,
      respondedAt: invitees.respondedAt,
      hostToldOf: responseMarks.hostToldOf,
      previousStatus: responseMarks.hostToldStatus,
      confirmedOf: responseMarks.confirmedOf,
    })
    .from(invitees)
    .leftJoin(responseMarks, eq(responseMarks.inviteeId, invitees.id))
    .where(
      and(
        eq(invitees.eventId, eventId),
        gt(invitees.respondedAt, since),
        sql`${invitees.role} is distinct from 'ORGANIZER'`,
        sql`(${responseMarks.hostToldOf} is distinct from ${invitees.respondedAt}
          or (${invitees.userId} is null and ${responseMarks.confirmedOf} is distinct from ${invitees.respondedAt}))`,
      ),
    )
    .orderBy(invitees.respondedAt);
  return rows.map((row) => ({ ...row, respondedAt: row.respondedAt! }));
}

export const isHostNews = (row: NewsRow) => row.hostToldOf?.getTime() !== row.respondedAt.getTime();

/** The party's going / can't make it / awaiting numbers, as the hosts' guest list counts them. */
export async function partyTotals(db: Db, event: { id: string; hasWaitlist: boolean }): Promise<PartyTotals> {
  const counts = countSections(await countGuestGroups(db, event.id), {
    forHosts: true,
    hasWaitlist: event.hasWaitlist,
  });
  return { going: counts.going, notGoing: counts.notGoing, awaiting: counts.awaiting };
}
