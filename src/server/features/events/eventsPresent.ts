import { asc, eq } from 'drizzle-orm';
import { attendingCountOf } from '../../../shared/events/eventLabels';
import { shownGuestName } from '../../../shared/guests/guestList';
import type { Attendee, ElkEvent, EventInput } from '../../../shared/events/schema';
import type { Db } from '../../platform/db/client';
import { invitees, questions, userEmails, users } from '../../platform/db/schema';
import type { EventPage } from '../../../shared/rsvp/schema';
import {
  canSeePlace,
  type EventRow,
  type EventViewer,
  type InviteeRow,
  isHostRole,
  ownInvitationOf,
} from '../../platform/access/eventsAccess';
import { aliasInviteeId, loadAnswers, ownInviteeView } from '../guests';

// The event as the wire shows it (ElkEvent), cut to what the viewer may see.

type QuestionRow = typeof questions.$inferSelect;
type Organizer = { name: string | null; photoUrl: string | null } | undefined;

export type EventParts = {
  questions: QuestionRow[];
  invitees: InviteeRow[];
  organizer: Organizer;
  /** The organizer's first e-mail address; loaded only for hosts and cohosts, who alone may see it. */
  organizerEmail?: string | null;
};

/** The path of an event's page; the wire's `url` is this on the site's public address. */
export const eventPagePath = (eventId: string) => `/event/${eventId}`;

async function organizerEmailOf(db: Db, organizerId: string | null): Promise<string | null> {
  if (!organizerId) return null;
  const [row] = await db
    .select({ email: userEmails.email })
    .from(userEmails)
    .where(eq(userEmails.userId, organizerId))
    .orderBy(asc(userEmails.createdAt))
    .limit(1);
  return row?.email ?? null;
}

export async function loadEventParts(db: Db, event: EventRow): Promise<EventParts> {
  const [questionRows, inviteeRows, organizerRows] = await Promise.all([
    db.select().from(questions).where(eq(questions.eventId, event.id)).orderBy(asc(questions.position)),
    db.select().from(invitees).where(eq(invitees.eventId, event.id)).orderBy(asc(invitees.createdAt)),
    event.organizerId
      ? db
          .select({ name: users.name, photoUrl: users.photoUrl })
          .from(users)
          .where(eq(users.id, event.organizerId))
      : Promise.resolve([]),
  ]);
  return { questions: questionRows, invitees: inviteeRows, organizer: organizerRows[0] };
}

/** The host's editable fields of a stored event, in the shape of eventInputSchema. */
export function eventInputOf(row: EventRow, questionRows: QuestionRow[]): EventInput {
  return {
    title: row.title,
    description: row.description,
    prompt: row.prompt,
    photoUrl: row.photoUrl,
    colors: row.colors,
    animation: row.animation,
    backgroundAnimationUrl: row.backgroundAnimationUrl,
    backgroundAnimationSearchQuery: row.backgroundAnimationSearchQuery,
    videoBackgroundDisabled: row.videoBackgroundDisabled,
    startTime: row.startTime,
    endTime: row.endTime,
    timeZone: row.timeZone,
    location: row.location,
    openInvite: row.openInvite,
    publicGuestList: row.publicGuestList,
    remindersEnabled: row.remindersEnabled,
    hostNotification: row.hostNotification,
    communicationPreference: row.communicationPreference,
    hasWaitlist: row.hasWaitlist,
    questions: questionRows.map((q) => ({
      questionUuid: q.id,
      question: q.question,
      isRequired: q.isRequired,
      questionType: q.questionType,
    })),
    inspirationId: row.inspirationId,
    playlistId: row.playlistId,
  };
}

function attendeeOf(row: InviteeRow, withPrivateDetails: boolean): Attendee {
  return {
    inviteeId: row.id,
    userId: row.userId,
    name: row.name,
    photoUrl: row.photoUrl,
    role: row.role,
    rsvpStatus: row.rsvpStatus,
    additionalGuestCount: row.additionalGuestCount,
    waitlistStatus: row.waitlistStatus,
    ...(withPrivateDetails
      ? {
          email: row.email,
          phone: row.phone,
          inviteStatus: row.inviteStatus,
          rsvpMessage: row.rsvpMessage,
        }
      : {}),
  };
}

/**
 * The guest list a viewer sees. Hosts: everyone, with contact details. Others: the organizer and, when the
 * list is public, the guests (never hidden ones, nor waitlisted or denied ones); only their own row in full
 * and with its real invitee id. Others' names never show an address: a guest added by e-mail alone is stored
 * under it, and is 'Guest' to everyone but the hosts.
 */
function visibleAttendees(event: EventRow, rows: InviteeRow[], viewer: EventViewer): Attendee[] {
  if (isHostRole(viewer.role)) return rows.map((row) => attendeeOf(row, true));
  const ownId = viewer.invitee?.id;
  return rows
    .filter((row) => {
      if (row.id === ownId || row.role === 'ORGANIZER') return true;
      if (!event.publicGuestList || row.rsvpStatus === 'HIDDEN') return false;
      return !(
        event.hasWaitlist &&
        (row.waitlistStatus === 'PENDING_APPROVAL' || row.waitlistStatus === 'DENIED')
      );
    })
    .map((row) =>
      row.id === ownId
        ? attendeeOf(row, true)
        : // Invitee ids open invitations (links carry iu), so other guests get an alias instead.
          { ...attendeeOf(row, false), name: shownGuestName(row.name), inviteeId: aliasInviteeId(row.id) },
    );
}

export function toElkEvent(event: EventRow, parts: EventParts, viewer: EventViewer): ElkEvent {
  const input = eventInputOf(event, parts.questions);
  const isHost = isHostRole(viewer.role);
  return {
    ...input,
    url: eventPagePath(event.id),
    // Privacy: the host's address is for the hosts only, never for guests or visitors.
    ...(isHost ? { hostEmail: parts.organizerEmail ?? null } : {}),
    questions: input.questions.map((q) => ({ ...q, questionUuid: q.questionUuid ?? '' })),
    location: canSeePlace(viewer) ? input.location : null,
    id: event.id,
    organizerUuid: event.organizerId,
    hostedBy: parts.organizer?.name ?? '',
    hostPhotoUrl: parts.organizer?.photoUrl ?? null,
    albumDetails: { photoUploadMode: event.albumDetails?.photoUploadMode ?? null },
    cancelledTimestamp: event.cancelledAt?.getTime() ?? 0,
    cancellationNote: event.cancelledAt ? event.cancellationNote : null,
    isHost,
    attendees: visibleAttendees(event, parts.invitees, viewer),
    attendingCount: attendingCountOf(parts.invitees, event.hasWaitlist),
    modificationId: event.modificationId,
    lastSavedTimestamp: event.updatedAt.getTime(),
  };
}

/** Loads what an ElkEvent needs and shapes it for the viewer. */
export async function presentEvent(db: Db, event: EventRow, viewer: EventViewer): Promise<ElkEvent> {
  const [parts, organizerEmail] = await Promise.all([
    loadEventParts(db, event),
    isHostRole(viewer.role) ? organizerEmailOf(db, event.organizerId) : Promise.resolve(null),
  ]);
  return toElkEvent(event, { ...parts, organizerEmail }, viewer);
}

/** The event with its `url` made absolute on the site's public address (e.g. https://elk.example/event/{id}). */
export function withAbsoluteUrl<T extends { url: string }>(event: T, baseUrl: string): T {
  return event.url.startsWith('/') ? { ...event, url: `${baseUrl}${event.url}` } : event;
}

/**
 * The event page as the viewer may see it: the event (other guests' invitee ids replaced by aliases for
 * everyone but hosts) and the viewer's own invitation with their answers.
 */
export async function presentEventPage(
  db: Db,
  viewer: EventViewer,
  userId: string | null,
): Promise<EventPage> {
  const event = await presentEvent(db, viewer.event, viewer);
  // A contact match is not the viewer's invitation until they claim it (getEvent does); a preview only hints.
  const own = ownInvitationOf(viewer);
  return {
    event,
    viewer: {
      role: viewer.role,
      invitee: own ? ownInviteeView(own, await loadAnswers(db, own.id), userId) : null,
    },
  };
}
