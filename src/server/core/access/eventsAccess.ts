import { eq, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/common/copy';
import { EVENT_STATE_MESSAGES } from '../../../shared/events/copy';
import { waitsForHost } from '../../../shared/rsvp/rules';
import type { SessionUser } from '../../platform/auth/sessions';
import { type Db, preparedFor } from '../../platform/db/client';
import { cacheSlot, type EventCache, eventCacheOf } from '../../platform/db/eventCache';
import type { DbNotifications } from '../../platform/db/notifications';
import { events } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors';
import {
  cohostsAs,
  inviteeByUserContact,
  inviteeFromLink,
  type LinkCredentials,
  ownInviteeAs,
} from './inviteeLookups';
import type { EventRow, InviteeRow } from './rows';

// Who is looking at an event. Every event procedure (core/procedures.ts) and every event route decides
// access through resolveViewer, so the rules live in this one place. Resolving has no side effects: claiming an
// invitation for a signed-in user, creating their row and marking it seen happen in guestAccess.ts, only in the
// procedures meant to change things.

export type { EventRow, InviteeRow, LinkCredentials };

/**
 * - host: the organizer. cohost: an accepted cohost; both may edit, clone, cancel and delete.
 * - guest: someone with an invitation to the event: a signed-in user with their own row, or anyone holding a
 *   live token of an invitation link; sees the whole invitation. An invitee id alone makes nobody a guest.
 * - visitor: anyone else; sees the invitation without the location or anybody's contact details.
 */
export type ViewerRole = 'host' | 'cohost' | 'guest' | 'visitor';

/**
 * How the invitee was found. 'user': the signed-in user's own row. 'link': the invitation link. 'contact': a
 * row with one of the signed-in user's verified e-mails or phones. A 'link' or 'contact' row without a user is
 * still to be claimed by the signed-in user (spec: after login, merge by invitee id, phone or e-mail).
 */
export type InviteeSource = 'user' | 'link' | 'contact';

export type EventViewer = {
  role: ViewerRole;
  event: EventRow;
  invitee?: InviteeRow;
  source?: InviteeSource;
  /** The link's token matched this invitee (a token lets a guest answer without signing in). */
  tokenMatched?: boolean;
  /**
   * The invitation an id-only link names, for a caller it does not make a guest: opening it may mark that
   * invitation seen (spec section 4), and the RSVP asks such a caller to sign in. Never read or acted on.
   */
  namedById?: InviteeRow;
};

export const isHostRole = (role: ViewerRole) => role === 'host' || role === 'cohost';

/**
 * Whether the viewer may see where the party is: anyone but an anonymous or uninvited visitor (spec section
 * 2), and, with a waitlist, no guest the host has not let in yet (issue 38: asking to join, or being denied,
 * reveals nothing). A guest viewer without a row is the guests' shared page, which withholds it per guest.
 */
export const canSeePlace = (viewer: Pick<EventViewer, 'role' | 'event' | 'invitee'>): boolean => {
  if (viewer.role === 'visitor') return false;
  if (viewer.role !== 'guest' || !viewer.invitee) return true;
  return !waitsForHost(viewer.invitee, viewer.event.hasWaitlist);
};

type AccessContext = {
  db: Db;
  user: Pick<SessionUser, 'id'> | null;
  notifications?: DbNotifications;
  /**
   * When the request arrived (performance.now()): a 'synced' read needs only the changes committed before it,
   * so a sync begun since (the session cache's) will do. Only for reads before the request wrote anything.
   */
  startedAt?: number;
};

/**
 * Where the event row may come from. 'stored': a query. 'synced': this instance's event cache once every change
 * committed before the call has been heard (platform/db/eventCache.ts): as exact as a query, without one.
 * Without a listening connection it reads the database.
 */
export type EventFreshness = 'stored' | 'synced';

const eventNotFound = () => new DomainError('NOT_FOUND', EVENT_STATE_MESSAGES.notFound);

/** The event by id as a prepared statement: every event call starts here, so its query is built once. */
const findEventStatement = preparedFor((db) =>
  db
    .select()
    .from(events)
    .where(eq(events.id, sql.placeholder('eventId')))
    .limit(1)
    .prepare('elk_find_event'),
);

/** The stored event, or undefined. */
export async function findEvent(db: Db, eventId: string): Promise<EventRow | undefined> {
  const [event] = await findEventStatement(db).execute({ eventId });
  return event;
}

// The event row alone: a change to its guests (an answer, an invitation opened) does not touch it.
const EVENT_ROW = cacheSlot<EventRow | undefined>('event row', { eventRowOnly: true });

/** The event from the synced cache when there is one, else from the database. */
const eventFrom = (db: Db, synced: EventCache | undefined, eventId: string) =>
  synced ? cachedEvent(db, synced, eventId) : findEvent(db, eventId);

/** The event as `freshness` allows (see EventFreshness), or undefined. */
export async function findEventAs(
  ctx: Pick<AccessContext, 'db' | 'notifications'>,
  eventId: string,
  freshness: EventFreshness,
): Promise<EventRow | undefined> {
  return eventFrom(ctx.db, await syncedCache(ctx, freshness), eventId);
}

/** The instance's event cache once every change committed before the call has been heard, for 'synced'. */
async function syncedCache(
  ctx: Pick<AccessContext, 'notifications' | 'startedAt'>,
  freshness: EventFreshness,
): Promise<EventCache | undefined> {
  const cache = freshness === 'synced' ? eventCacheOf(ctx.notifications) : undefined;
  return cache && (await cache.sync(ctx.startedAt)) ? cache : undefined;
}

/** The event row from a synced cache. */
function cachedEvent(db: Db, synced: EventCache, eventId: string): Promise<EventRow | undefined> {
  // Exact: an event row is one cheap query to reload, and its changes (an edit, a cancellation, a private
  // list) must show at once; only the costly pages may lag (eventPageReplies.ts).
  return synced.get(eventId, EVENT_ROW, '', () => findEvent(db, eventId), { tolerance: 'exact' });
}

/** The stored event, or NOT_FOUND in the spec's words: the one "load the event or 404". */
export async function requireEvent(db: Db, eventId: string): Promise<EventRow> {
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  return event;
}

/**
 * The viewer's own invitation: a row found by the user's contact details is not theirs until they claim it
 * (getEvent and the RSVP do), so it neither reads their messages nor shows as theirs on the page.
 */
export function ownInvitationOf(viewer: EventViewer): InviteeRow | null {
  const invitee = viewer.invitee;
  if (!invitee || (viewer.source === 'contact' && !invitee.userId)) return null;
  return invitee;
}

/**
 * The caller's role on an event, or null when no such event exists. A bad link throws FORBIDDEN. The credential
 * rule (README, Security): a session acts as its user; without one, only a live token acts as a guest; an
 * invitee id alone acts as nobody (namedById: it may only mark the invitation seen).
 */
export async function resolveViewer(
  ctx: AccessContext,
  eventId: string,
  link: LinkCredentials = {},
  freshness: EventFreshness = 'stored',
): Promise<EventViewer | null> {
  // A bad link is refused, except for someone the event already knows (host, cohost, a guest with their own
  // row): a stale link in their browser must not lock them out of their own party. The link is looked up while
  // the event is (one wait for a guest instead of two); with no such event, whatever it found is dropped.
  let linkError: DomainError | undefined;
  const lookUpLink = (synced: EventCache | undefined) =>
    inviteeFromLink(ctx.db, eventId, link, synced).catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      linkError = error;
      return undefined;
    });
  // With the synced cache, the link's invitee comes from it too once the sync is done (a guest coming back to
  // the page costs no query); either way it is read while the event is.
  const synced = await syncedCache(ctx, freshness);
  const [event, found] = await Promise.all([eventFrom(ctx.db, synced, eventId), lookUpLink(synced)]);
  if (!event) return null;
  const linked = found?.tokenMatched ? found : undefined;
  const namedById = found && !found.tokenMatched ? { namedById: found.invitee } : {};
  const userId = ctx.user?.id;
  if (!userId) {
    if (linkError) throw linkError;
    return linked
      ? { role: 'guest', event, invitee: linked.invitee, source: 'link', tokenMatched: true }
      : { role: 'visitor', event, ...namedById };
  }
  // Side by side: on a cache miss, two queries in one wait. The organizer is no cohost: that one is not asked.
  const isOrganizer = event.organizerId === userId;
  const [own, cohosts] = await Promise.all([
    ownInviteeAs(ctx.db, event, userId, synced),
    !isOrganizer && cohostsAs(ctx.db, eventId, userId, synced),
  ]);
  const ownFields = own ? { invitee: own, source: 'user' as const } : {};
  if (isOrganizer) return { role: 'host', event, ...ownFields };
  if (cohosts) return { role: 'cohost', event, ...ownFields };
  if (own) return { role: 'guest', event, ...ownFields, tokenMatched: linked?.invitee.id === own.id };
  if (linkError) throw linkError;
  // A token of someone else's claimed invitation does not make the caller that guest; an id alone never does.
  if (linked && !linked.invitee.userId) {
    return { role: 'guest', event, invitee: linked.invitee, source: 'link', tokenMatched: true };
  }
  const byContact = await inviteeByUserContact(ctx.db, eventId, userId);
  if (byContact) return { role: 'guest', event, invitee: byContact, source: 'contact' };
  return { role: 'visitor', event };
}

/** resolveViewer, with a missing event answered NOT_FOUND. */
export async function requireViewer(
  ctx: AccessContext,
  eventId: string,
  link: LinkCredentials = {},
  freshness: EventFreshness = 'stored',
): Promise<EventViewer> {
  const viewer = await resolveViewer(ctx, eventId, link, freshness);
  if (!viewer) throw eventNotFound();
  return viewer;
}

export type HostAccess = { event: EventRow; hostRole: 'host' | 'cohost' };

/**
 * The event, when the signed-in caller organizes or co-hosts it (accepted); FORBIDDEN for anyone else. The
 * host procedures and the CSV routes both decide with this.
 */
export async function requireEventHost(ctx: AccessContext, eventId: string): Promise<HostAccess> {
  const viewer = await requireViewer(ctx, eventId);
  if (viewer.role !== 'host' && viewer.role !== 'cohost') throw new DomainError('FORBIDDEN', MSG.forbidden);
  return { event: viewer.event, hostRole: viewer.role };
}
