import { and, desc, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import { attendingCountOf, unsentCountOf } from '../../../shared/events/eventLabels';
import { waitlistHold } from '../../../shared/rsvp/rules';
import type { EventSummary } from '../../../shared/events/schema';
import type { Db } from '../../platform/db/client';
import { cohosts, events, invitees, users } from '../../platform/db/schema';
import { shownCover } from '../../platform/providers/storage';

// The caller's parties for /events: the ones they organize, co-host (accepted) or are invited to.

/** The parties on a user's list, as SQL over `events`; isAcceptedCohost is also read out per party. */
function onUsersList(db: Db, userId: string) {
  const isAcceptedCohost = exists(
    db
      .select({ one: cohosts.id })
      .from(cohosts)
      .where(and(eq(cohosts.eventId, events.id), eq(cohosts.userId, userId), eq(cohosts.status, 'accepted'))),
  );
  // A guest who hid the invitation no longer sees it in their list.
  const isInvited = exists(
    db
      .select({ one: invitees.id })
      .from(invitees)
      .where(
        and(eq(invitees.eventId, events.id), eq(invitees.userId, userId), ne(invitees.rsvpStatus, 'HIDDEN')),
      ),
  );
  return { isAcceptedCohost, condition: or(eq(events.organizerId, userId), isAcceptedCohost, isInvited) };
}

/** The ids of the parties on a user's list (what their /events live stream follows). */
export async function eventIdsForUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: events.id }).from(events).where(onUsersList(db, userId).condition);
  return rows.map((row) => row.id);
}

export async function listEventsForUser(db: Db, userId: string): Promise<EventSummary[]> {
  const { isAcceptedCohost, condition } = onUsersList(db, userId);
  const rows = await db
    .select({
      event: events,
      organizerName: users.name,
      isCohost: sql<boolean>`${isAcceptedCohost}`.mapWith(Boolean),
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.organizerId))
    .where(condition)
    .orderBy(desc(events.startTime), desc(events.createdAt));
  if (!rows.length) return [];

  const guests = await db
    .select({
      eventId: invitees.eventId,
      userId: invitees.userId,
      role: invitees.role,
      rsvpStatus: invitees.rsvpStatus,
      inviteStatus: invitees.inviteStatus,
      waitlistStatus: invitees.waitlistStatus,
      additionalGuestCount: invitees.additionalGuestCount,
    })
    .from(invitees)
    .where(
      inArray(
        invitees.eventId,
        rows.map((r) => r.event.id),
      ),
    );
  const guestsByEvent = new Map<string, typeof guests>();
  for (const guest of guests) {
    const list = guestsByEvent.get(guest.eventId);
    if (list) list.push(guest);
    else guestsByEvent.set(guest.eventId, [guest]);
  }

  return rows.map(({ event, organizerName, isCohost }) => {
    const list = guestsByEvent.get(event.id) ?? [];
    const isOrganizer = event.organizerId === userId;
    const isHost = isOrganizer || Boolean(isCohost);
    const own = list.find((g) => g.userId === userId);
    return {
      id: event.id,
      title: event.title,
      photoUrl: shownCover(event.photoUrl),
      colors: event.colors,
      startTime: event.startTime,
      endTime: event.endTime,
      timeZone: event.timeZone,
      cancelledTimestamp: event.cancelledAt?.getTime() ?? 0,
      hostedBy: organizerName ?? '',
      organizerUuid: event.organizerId,
      isHost,
      isOrganizer,
      attendingCount: attendingCountOf(list, event.hasWaitlist),
      // Spec §6: only the host sees the unsent-invite count, not cohosts.
      unsentCount: isOrganizer ? unsentCountOf(list, event.hasWaitlist) : 0,
      rsvpStatus: own?.rsvpStatus ?? null,
      // The caller's own place on the waitlist (issue 38: a waiting or denied guest is not "going").
      waitlistHold: own && !isHost ? waitlistHold(own, event.hasWaitlist) : null,
      modificationId: event.modificationId,
    };
  });
}
