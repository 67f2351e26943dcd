import { attendeeSchema, type ElkEvent, eventSchema } from '../../../shared/events/schema';
import { type EventPage, eventPageSchema, eventViewerSchema } from '../../../shared/events/eventPageSchema';
import type { Db } from '../../platform/db/client';
import { cacheSlot, type EventCache } from '../../platform/db/eventCache';
import {
  canSeePlace,
  type EventRow,
  type EventViewer,
  isHostRole,
  ownInvitationOf,
} from '../../core/access/eventsAccess';
import { composedReply, keptReply, keptWith } from '../../platform/trpc/trustedOutput';
import { loadAnswers, ownInviteeView } from '../guests';
import { presentEvent, withAbsoluteUrl, withOwnRow } from './eventsPresent';

// getEvent from the instance's event cache (platform/db/eventCache.ts), at any size of party: per event
// version, the page every visitor gets (checked by the output schema once, its JSON made once), the event every
// guest gets (their own row is put in per request), and the event the hosts get. Only what is the caller's own
// is read and checked per request: their invitation and its answers.

// A guest opening their invitation changes nothing visitors and guests are shown (HOSTS_ONLY_CHANGE).
const VISITOR_PAGE = cacheSlot<EventPage>("event page: a visitor's", { ignoresHostsOnlyChanges: true });
const GUEST_EVENT = cacheSlot<ElkEvent>("event page: the guests' event", { ignoresHostsOnlyChanges: true });
const HOST_EVENT = cacheSlot<ElkEvent>("event page: the hosts' event");

/** What a cached page was built from: an edit bumps the first two; a direct write may change the rest. */
const versionOf = (event: EventRow) =>
  [
    event.modificationId,
    event.updatedAt.getTime(),
    event.publicGuestList,
    event.hasWaitlist,
    event.organizerId,
  ].join(':');

/** The event as one kind of viewer sees it (without anyone's own row), checked and frozen. */
async function keptEvent(db: Db, event: EventRow, role: 'host' | 'guest', baseUrl: string) {
  const elkEvent = await presentEvent(db, event, { role, event });
  return keptReply(eventSchema, withAbsoluteUrl(elkEvent, baseUrl));
}

/**
 * The event page as the viewer may see it, from `cache`: the same answer presentEventPage gives (with the
 * event's `url` absolute on `baseUrl`). Hosts get it exact; visitors and guests may miss others' changes of the
 * last fraction of a second (eventCache.ts), never their own: the viewer's row counts as changed at its
 * updatedAt, so whoever just answered sees the page with their answer.
 */
export async function cachedEventPage(
  db: Db,
  cache: EventCache,
  viewer: EventViewer,
  userId: string | null,
  baseUrl: string,
): Promise<EventPage> {
  const event = viewer.event;
  const version = versionOf(event);
  if (viewer.role === 'visitor') {
    const load = async () => {
      const elkEvent = await presentEvent(db, event, viewer);
      return keptReply(eventPageSchema, {
        event: withAbsoluteUrl(elkEvent, baseUrl),
        viewer: { role: 'visitor', invitee: null },
      });
    };
    return cache.get(event.id, VISITOR_PAGE, version, load, { tolerance: 'recent' });
  }
  const forHosts = isHostRole(viewer.role);
  // Hosts get every change committed before they asked (getEvent synced the cache); guests all of their own.
  const shared = await cache.get(
    event.id,
    forHosts ? HOST_EVENT : GUEST_EVENT,
    version,
    () => keptEvent(db, event, forHosts ? 'host' : 'guest', baseUrl),
    { tolerance: forHosts ? 'exact' : 'recent', notBefore: viewer.invitee?.updatedAt.getTime() },
  );
  // A contact match is not the viewer's invitation until they claim it (getEvent does).
  const own = ownInvitationOf(viewer);
  // Answers are to the event's questions: none asked, none to read.
  const answers = own && shared.questions.length > 0 ? await loadAnswers(db, own.id) : [];
  // The shared event's JSON is made once (keptReply), and its faces' each: a guest's reply only adds their own
  // face and row.
  // The guests' event has the place; a guest the host has not let in yet is shown none (canSeePlace).
  const shownEvent = forHosts
    ? shared
    : keptWith(shared, {
        attendees: withOwnRow(shared.attendees, viewer.invitee, (entry) => attendeeSchema.parse(entry)),
        ...(canSeePlace(viewer) ? {} : { location: null }),
      });
  return composedReply({
    event: shownEvent,
    viewer: eventViewerSchema.parse({
      role: viewer.role,
      invitee: own ? ownInviteeView(own, answers, userId) : null,
    }),
  });
}
