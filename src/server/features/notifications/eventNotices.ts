import { and, eq, sql } from 'drizzle-orm';
import type { EventRow } from '../../core/access/eventsAccess';
import type { Db } from '../../platform/db/client';
import { invitees, partyNotices, users } from '../../platform/db/schema';
import { type Env, publicUrl } from '../../platform/env';
import type { EnqueueAny } from '../../platform/jobs';
import { mailTitle } from '../../platform/mail/mailText';
import { icsAttendee } from '../../../shared/events/calendar';
import { invitationWhen, mailOrganizer, partyIcsEvent, reachGuests } from '../invitations';
import { guestDeliveries } from './deliveryStore';
import { placeOf } from './guestNotices';
import { lockPartyNotices } from './partyActivity';
import { queueDeliveries } from './sendJob';

// Notices a host's change sends guests: the cancellation (cancelled or deleted party), with the host's note and
// an iCalendar CANCEL of the same UID; and the updated invitation when the time or place moved (REQUEST with
// SEQUENCE + 1) to guests who said yes. Each guest gets each notice once (its delivery key), whoever asks.

export type NoticeDeps = { db: Db; env: Env; enqueue: EnqueueAny };

/** The next iCalendar SEQUENCE of the party (the invitation guests hold is at the current one). */
async function nextSequence(db: Db, eventId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const notices = await lockPartyNotices(tx, eventId);
    const sequence = notices.calendarSequence + 1;
    await tx
      .update(partyNotices)
      .set({ calendarSequence: sequence })
      .where(eq(partyNotices.eventId, eventId));
    return sequence;
  });
}

/**
 * Guests told of a cancellation: everyone who had not declined and had the invitation (or answered), but not
 * the organizer, nor the host who cancels, nor a guest the host denied (issue 38: they were never coming),
 * nor someone who only opened the page signed in (isPartyGuest's "only looked": a removed cohost's row).
 */
const toldOfCancellation = (byUserId: string) => sql`(${invitees.role} is distinct from 'ORGANIZER'
  and ${invitees.rsvpStatus} not in ('NO', 'HIDDEN')
  and ${invitees.waitlistStatus} is distinct from 'DENIED'
  and not (${invitees.rsvpStatus} = 'SEEN' and ${invitees.role} is null and ${invitees.inviteStatus} is null
    and ${invitees.tokenHash} is null)
  and (${invitees.rsvpStatus} <> 'INVITED' or ${invitees.inviteStatus} in ('TRIGGERED', 'SUCCESS', 'OPENED', 'CLICKED'))
  and ${invitees.userId} is distinct from ${byUserId}::uuid)`;

/**
 * Tells guests the party is off (cancelled, or `deleted`): call it before a deletion, while the guest list
 * still exists. Answers how many notices were queued.
 */
export async function noticeCancellation(
  deps: NoticeDeps,
  event: EventRow,
  options: { byUserId: string; note?: string | null; deleted: boolean },
): Promise<number> {
  const guests = await deps.db
    .select()
    .from(invitees)
    .where(and(eq(invitees.eventId, event.id), toldOfCancellation(options.byUserId)));
  if (guests.length === 0) return 0;
  const reach = await reachGuests(deps.db, guests, { all: true });
  const [host] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, options.byUserId));
  const sequence = await nextSequence(deps.db, event.id);
  const cancelled = { ...event, cancelledAt: event.cancelledAt ?? new Date() };
  const hostName = host?.name ?? '';
  // What the CANCEL says, kept now (a deleted party is gone when it is sent) and written per recipient when it
  // is sent (guestNotices.ts), as every other calendar a guest is mailed.
  const party = partyIcsEvent(cancelled, true, publicUrl(deps.env));
  const organizer = mailOrganizer(deps.env, hostName);
  const common = {
    title: mailTitle(event),
    hostName,
    when: invitationWhen(event),
    note: options.note?.trim() || null,
    deleted: options.deleted,
  };
  return queueDeliveries(
    deps,
    guests.flatMap((guest) =>
      guestDeliveries(reach.get(guest.id) ?? { routes: [] }, {
        dedupeKey: `cancel:${event.id}:${guest.id}`,
        kind: 'cancel',
        eventId: event.id,
        inviteeId: guest.id,
        // Who it was for outlives a deleted guest row (the unsubscribe link, the opt-out check).
        params: { ...common, inviteeId: guest.id, userId: guest.userId },
      }).map((delivery) => ({
        ...delivery,
        // A CANCEL names whom it uninvites (RFC 5546): the recipient, with the answer they had given.
        params: {
          ...delivery.params,
          calendar:
            party && delivery.channel === 'email'
              ? {
                  event: { ...party, attendee: icsAttendee({ ...guest, email: delivery.to }) },
                  sequence,
                  organizer,
                }
              : null,
        },
      })),
    ),
  );
}

/** What of the time and place differs between two versions of a party. */
export function changedTimeOrPlace(before: EventRow, after: EventRow): ('time' | 'place')[] {
  const changed: ('time' | 'place')[] = [];
  if (before.startTime !== after.startTime || before.endTime !== after.endTime) changed.push('time');
  const spot = (event: EventRow) => [
    placeOf(event),
    event.location?.lat ?? null,
    event.location?.lng ?? null,
  ];
  if (JSON.stringify(spot(before)) !== JSON.stringify(spot(after))) changed.push('place');
  return changed;
}

/**
 * The updated invitation after the time or place moved: SEQUENCE + 1, to every guest who said yes (approved,
 * with a waitlist). Answers how many were queued (0 when nothing guests hold changed).
 */
export async function noticeChange(deps: NoticeDeps, before: EventRow, after: EventRow): Promise<number> {
  const changed = changedTimeOrPlace(before, after);
  if (changed.length === 0 || after.cancelledAt) return 0;
  const sequence = await nextSequence(deps.db, after.id);
  const guests = await deps.db
    .select()
    .from(invitees)
    .where(
      and(
        eq(invitees.eventId, after.id),
        eq(invitees.rsvpStatus, 'YES'),
        sql`${invitees.role} is distinct from 'ORGANIZER'`,
        sql`${invitees.waitlistStatus} is distinct from 'PENDING_APPROVAL'`,
        sql`${invitees.waitlistStatus} is distinct from 'DENIED'`,
      ),
    );
  const reach = await reachGuests(deps.db, guests, { all: true });
  return queueDeliveries(
    deps,
    guests.flatMap((guest) =>
      guestDeliveries(reach.get(guest.id) ?? { routes: [] }, {
        dedupeKey: `update:${after.id}:${sequence}:${guest.id}`,
        kind: 'update',
        eventId: after.id,
        inviteeId: guest.id,
        params: { sequence, changed },
      }),
    ),
  );
}
