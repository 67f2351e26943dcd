import { and, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { CalendarFeedLinks } from '../../../shared/accounts/schema';
import { idSchema } from '../../../shared/common/schema';
import { waitsForHost } from '../../../shared/rsvp/rules';
import { canSeePlace, type EventRow, type InviteeRow } from '../../core/access/eventsAccess';
import { readSignedToken, signToken } from '../../platform/auth/signedToken';
import type { Db } from '../../platform/db/client';
import { cohosts, events, invitees, partyNotices, users } from '../../platform/db/schema';
import { type Env, publicUrl } from '../../platform/env';
import { icsFeedText, partyIcsEvent } from '../invitations';

// Every party in your calendar (issue 44): a personal feed a calendar app subscribes to, of the parties the
// account hosts (organizer or accepted cohost) and those it said yes to. Its address is the credential: a token
// signed with the app's code key over the account and its feed version (users.calendarFeedVersion), so nothing
// secret is stored and resetting the link (counting the version up) ends every older one. Each party shows what
// its page shows the same person: the place only where they may see it, and nobody's name or address.

const PURPOSE = 'calendar-feed';
/** Parties that started longer ago than this are left out: a calendar keeps its own past. */
const PAST_DAYS = 365;
/** At most this many parties in one feed: the latest (every party to come before the oldest past ones). */
const FEED_MAX = 500;

/** The token of a person's feed at `version`. */
export function calendarFeedToken(secretKey: string, userId: string, version: number): string {
  return signToken(secretKey, PURPOSE, [userId, String(version)]);
}

/** Whose feed a token names and at which version, or null when it is not one of ours. */
export function readCalendarFeedToken(
  secretKey: string,
  token: string,
): { userId: string; version: number } | null {
  const parts = readSignedToken(secretKey, PURPOSE, token);
  if (!parts || parts.length !== 2) return null;
  const [userId, versionText] = parts as [string, string];
  if (!idSchema.safeParse(userId).success || !/^\d{1,9}$/.test(versionText)) return null;
  return { userId, version: Number(versionText) };
}

/** The feed's address (https, for copying) and the same as webcal://, which a calendar app opens to subscribe. */
export function calendarFeedLinks(env: Env, token: string): CalendarFeedLinks {
  const url = `${publicUrl(env)}/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** The person's current feed links. */
export async function currentFeedLinks(db: Db, env: Env, key: string, userId: string) {
  const [row] = await db
    .select({ version: users.calendarFeedVersion })
    .from(users)
    .where(eq(users.id, userId));
  return calendarFeedLinks(env, calendarFeedToken(key, userId, row?.version ?? 0));
}

/** A new link for the person's feed; every older one stops working. */
export async function resetFeedLinks(db: Db, env: Env, key: string, userId: string) {
  const [row] = await db
    .update(users)
    .set({ calendarFeedVersion: sql`${users.calendarFeedVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.calendarFeedVersion });
  return calendarFeedLinks(env, calendarFeedToken(key, userId, row?.version ?? 0));
}

type FeedParty = {
  event: EventRow;
  role: 'host' | 'cohost' | 'guest';
  invitee: InviteeRow | null;
};

/** The parties of the feed: hosted, co-hosted (accepted) and said yes to (not waiting for the hosts). */
async function feedParties(db: Db, userId: string): Promise<FeedParty[]> {
  const since = Date.now() - PAST_DAYS * 86_400_000;
  const rows = await db
    .select({ event: events, cohost: cohosts.id, invitee: invitees })
    .from(events)
    .leftJoin(
      cohosts,
      and(eq(cohosts.eventId, events.id), eq(cohosts.userId, userId), eq(cohosts.status, 'accepted')),
    )
    .leftJoin(invitees, and(eq(invitees.eventId, events.id), eq(invitees.userId, userId)))
    .where(
      and(
        isNotNull(events.startTime),
        gte(events.startTime, since),
        or(eq(events.organizerId, userId), isNotNull(cohosts.id), inArray(invitees.rsvpStatus, ['YES'])),
      ),
    )
    .orderBy(desc(events.startTime))
    .limit(FEED_MAX);
  // One party once, whatever rows the joins made of it (a person may hold more than one invitation to it).
  const parties = new Map<string, FeedParty>();
  for (const { event, cohost, invitee } of rows) {
    const role = event.organizerId === userId ? 'host' : cohost ? 'cohost' : 'guest';
    // A yes still waiting for the hosts' approval (or turned down) is not a party to go to yet.
    const going = invitee?.rsvpStatus === 'YES' && !waitsForHost(invitee, event.hasWaitlist);
    if (role === 'guest' && !going) continue;
    if (!parties.has(event.id)) parties.set(event.id, { event, role, invitee: going ? invitee : null });
  }
  return [...parties.values()];
}

/** The feed's text: each party as its page shows it to this person, at the SEQUENCE of its last mail. */
export async function calendarFeedText(db: Db, env: Env, userId: string): Promise<string> {
  const parties = await feedParties(db, userId);
  const ids = parties.map((party) => party.event.id);
  const sequences = ids.length
    ? await db
        .select({ eventId: partyNotices.eventId, sequence: partyNotices.calendarSequence })
        .from(partyNotices)
        .where(inArray(partyNotices.eventId, ids))
    : [];
  const sequenceOf = new Map(sequences.map((row) => [row.eventId, row.sequence]));
  const baseUrl = publicUrl(env);
  const entries = parties.flatMap(({ event, role, invitee }) => {
    const ics = partyIcsEvent(event, canSeePlace({ role, event, invitee: invitee ?? undefined }), baseUrl);
    return ics ? [{ event: ics, sequence: sequenceOf.get(event.id) ?? 0 }] : [];
  });
  return icsFeedText('Elk parties', entries);
}
