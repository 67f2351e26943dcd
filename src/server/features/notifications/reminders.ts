import { and, eq, sql } from 'drizzle-orm';
import { events, invitees, reminderRuns } from '../../platform/db/schema';
import { reachGuests } from '../invitations';
import { guestDeliveries, storeDeliveries } from './deliveryStore';
import type { ActivityDeps } from './partyActivity';
import { enqueueSends } from './sendJob';

// Reminders: 24 hours and 2 hours before a party starts, to guests who said yes and those still awaiting an
// answer, in their channel. Each (party, reminder, start time) is claimed once in reminder_runs, so two
// instances and restarts send it once; moving the start makes a new moment (the old one's deliveries are
// skipped when they find the party moved), and a cancelled or deleted party gets none.

const HOUR_MS = 3_600_000;
export const REMINDER_OFFSETS_MS = { '24h': 24 * HOUR_MS, '2h': 2 * HOUR_MS } as const;
export type ReminderKind = keyof typeof REMINDER_OFFSETS_MS;

/** Who is reminded: yes (and approved, with a waitlist), seen, or invited with the invitation delivered. */
const remindable = sql`(${invitees.role} is distinct from 'ORGANIZER'
  and (${invitees.rsvpStatus} in ('YES', 'SEEN')
    or (${invitees.rsvpStatus} = 'INVITED' and ${invitees.inviteStatus} in ('SUCCESS', 'OPENED', 'CLICKED')))
  and ${invitees.waitlistStatus} is distinct from 'PENDING_APPROVAL'
  and ${invitees.waitlistStatus} is distinct from 'DENIED')`;

async function sendReminder(
  deps: ActivityDeps,
  due: { eventId: string; startTime: number; kind: ReminderKind },
): Promise<number> {
  const { db } = deps;
  const guests = await db
    .select()
    .from(invitees)
    .where(and(eq(invitees.eventId, due.eventId), remindable));
  const reach = await reachGuests(db, guests, { all: true });
  const list = guests.flatMap((guest) =>
    guestDeliveries(reach.get(guest.id) ?? { routes: [] }, {
      dedupeKey: `reminder:${due.eventId}:${due.kind}:${due.startTime}:${guest.id}`,
      kind: 'reminder',
      eventId: due.eventId,
      inviteeId: guest.id,
      params: { reminder: due.kind, startTime: due.startTime },
    }),
  );
  const ids = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(reminderRuns)
      .values({ eventId: due.eventId, kind: due.kind, startTime: due.startTime })
      .onConflictDoNothing()
      .returning({ eventId: reminderRuns.eventId });
    return claimed.length ? storeDeliveries(tx, list) : [];
  });
  await enqueueSends(deps.enqueue, ids);
  return ids.length;
}

/**
 * Every reminder due at `now` and not yet sent: parties starting within 24 hours (the 24 h reminder) or 2
 * hours (the 2 h one), with reminders on and not cancelled.
 */
export async function runDueReminders(deps: ActivityDeps, now: Date): Promise<number> {
  const nowMs = now.getTime();
  const kind = sql<ReminderKind>`(case when ${events.startTime} - ${nowMs}::bigint <= ${REMINDER_OFFSETS_MS['2h']}::bigint then '2h' else '24h' end)`;
  const due = await deps.db
    .select({ eventId: events.id, startTime: events.startTime, kind })
    .from(events)
    .where(
      and(
        eq(events.remindersEnabled, true),
        sql`${events.cancelledAt} is null`,
        sql`${events.startTime} > ${nowMs}::bigint`,
        sql`${events.startTime} <= ${nowMs + REMINDER_OFFSETS_MS['24h']}::bigint`,
        sql`not exists (select 1 from ${reminderRuns} r where r.event_id = ${events.id}
          and r.start_time = ${events.startTime} and r.kind = ${kind})`,
      ),
    );
  let sent = 0;
  for (const row of due) sent += await sendReminder(deps, row);
  return sent;
}
