import type { EVENT_LIST_CHANGES, EVENT_PAGE_CHANGES } from '../../../shared/live/kinds';
import {
  type EventViewer,
  isHostRole,
  requireViewer,
  type LinkCredentials,
} from '../../core/access/eventsAccess';
import { HOSTS_ONLY_CHANGE } from '../../platform/db/eventChanges';
import type { Db } from '../../platform/db/client';
import { LIVE_CHANNELS } from '../../platform/live/liveChanges';
import type { LiveTopic } from '../../platform/trpc/live';
import { messageReaderOf } from '../../core/access/partyMembers';
import type { SessionUser } from '../../platform/auth/sessions';
import { messageChangesConcern } from '../messages';
import { eventIdsForUser } from './eventsList';

// What the events feature's live streams follow (platform/trpc/live.ts does the streaming).

type PageKind = (typeof EVENT_PAGE_CHANGES)[number];
type ListKind = (typeof EVENT_LIST_CHANGES)[number];
type Caller = { db: Db; user: Pick<SessionUser, 'id'> | null };

/** Whether any of an event's changes is one guests and visitors are shown (not HOSTS_ONLY_CHANGE alone). */
const shownToGuests = (details: (string | null)[]) =>
  Promise.resolve(details.some((detail) => detail !== HOSTS_ONLY_CHANGE));

/**
 * A party page, for the viewer the procedure resolved: the party (any change to it, its guests, questions,
 * answers or cohosts) and, for hosts and guests with their own invitation, the messages they may read (by the
 * rules of getEventMessageHistory) and the guest wall. When who may act for the party changes, the viewer is resolved again, with
 * the same rules and credentials as getEvent (without writing anything: a stream only reads); the stream ends
 * if the party is gone or the link is refused.
 */
export function eventPageTopics(
  caller: Caller,
  viewer: EventViewer,
  link: LinkCredentials,
): () => Promise<LiveTopic<PageKind>[]> {
  let resolved: EventViewer | null = viewer;
  return async () => {
    const current = resolved ?? (await requireViewer(caller, viewer.event.id, link));
    resolved = null;
    const eventId = current.event.id;
    const reader = messageReaderOf(current);
    return [
      {
        channel: LIVE_CHANNELS.eventChanged,
        key: eventId,
        kind: 'event',
        // Guests and visitors are not woken by what only the hosts are shown (a guest opening their invitation).
        ...(isHostRole(current.role) ? {} : { concerns: shownToGuests }),
      },
      { channel: LIVE_CHANNELS.eventAccessChanged, key: eventId, kind: 'event', refollow: true },
      // A signed-in viewer's own invitation appearing, claimed or hidden (their first view of the party gives
      // them one) changes what they may read: they are resolved again.
      ...(caller.user
        ? [{ channel: LIVE_CHANNELS.userEventsChanged, key: caller.user.id, refollow: true }]
        : []),
      ...(reader
        ? [
            {
              channel: LIVE_CHANNELS.messageChanged,
              key: eventId,
              kind: 'messages' as const,
              concerns: messageChangesConcern(caller.db, eventId, reader),
            },
            // The guest wall: the same people read it (wall/access.ts), and every change to it concerns them all.
            { channel: LIVE_CHANNELS.wallChanged, key: eventId, kind: 'wall' as const },
          ]
        : []),
    ];
  };
}

/**
 * /events: the parties on the user's list (any change to one of them) and the list itself (a party organized,
 * co-hosted, invited to or hidden: the parties followed are read again), and the user's drafts.
 */
export function eventListTopics(db: Db, userId: string): () => Promise<LiveTopic<ListKind>[]> {
  return async () => [
    { channel: LIVE_CHANNELS.userEventsChanged, key: userId, kind: 'events', refollow: true },
    { channel: LIVE_CHANNELS.draftsChanged, key: userId, kind: 'drafts' },
    ...(await eventIdsForUser(db, userId)).map((eventId) => ({
      channel: LIVE_CHANNELS.eventChanged,
      key: eventId,
      kind: 'events' as const,
    })),
  ];
}
