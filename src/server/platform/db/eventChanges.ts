import { sql } from 'drizzle-orm';
import { type DbNotifications, EVENT_CHANGED_CHANNEL, payloadParts } from './notifications';

// How a change to an event is told to every app instance (eventCache.ts forgets it, live streams wake): database
// triggers NOTIFY 'elk_event_changed' with the event's id; the hot RSVP paths announce after their commit
// instead, naming whom the change concerns when it is not everyone.

/**
 * SQL to run first in a transaction whose changes to an event the caller announces itself after commit
 * (announceEventChange): its rows then NOTIFY nothing, and its commit does not queue behind other notifiers.
 */
export const announcedByApp = sql`set_config('elk.event_notify', 'app', true)`;

/**
 * The detail of an event change only the hosts can see (`<event id>:hosts`): a guest opened their invitation.
 * What guests and visitors are shown is not touched by it (their pages show such a guest as awaiting either
 * way), so their cached pages are kept and their live streams are not woken: a crowd opening a party's
 * invitations does not make every open page load the party again.
 */
export const HOSTS_ONLY_CHANGE = 'hosts';

/**
 * The detail of a change to an event's guests alone (`<event id>:guests`): an answer, which writes the guest's
 * row and answers and never the event row or its questions. What is read from those alone (the event row, the
 * questions) is kept, so a party taking a crowd's answers keeps them cached while its pages follow the answers.
 */
export const GUESTS_ONLY_CHANGE = 'guests';

export type ChangeScope = 'everyone' | typeof HOSTS_ONLY_CHANGE | typeof GUESTS_ONLY_CHANGE;

/**
 * After a commit made with `announcedByApp`: this instance forgets the event now, the others shortly.
 * `scope` 'hosts': only what the hosts are shown changed (HOSTS_ONLY_CHANGE); 'guests': only guests' rows and
 * answers changed (GUESTS_ONLY_CHANGE). Resolves once the others can hear of it (a reader's sync() on any
 * instance from then on does): a writer whose caller reads its change back at once, maybe on another
 * instance, answers after that.
 */
export function announceEventChange(
  notifications: DbNotifications | undefined,
  eventId: string,
  scope: ChangeScope = 'everyone',
): Promise<void> {
  return Promise.resolve(
    notifications?.notifyLater(EVENT_CHANGED_CHANNEL, scope === 'everyone' ? eventId : `${eventId}:${scope}`),
  );
}

/** An event change as notified: the event's id, and whom it concerns (triggers name only the id). */
export function eventChangeOf(payload: string): { eventId: string; scope: ChangeScope } {
  const { key: eventId, detail } = payloadParts(payload);
  const scope = detail === HOSTS_ONLY_CHANGE || detail === GUESTS_ONLY_CHANGE ? detail : 'everyone';
  return { eventId, scope };
}
