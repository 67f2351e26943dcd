import { asc, eq } from 'drizzle-orm';
import {
  attendingCountOfGroups,
  countSections,
  FIRST_FACES_PER_SECTION,
  sectionsFor,
} from '../../../shared/guests/guestListPage';
import type { Attendee, ElkEvent, EventInput, GuestCounts } from '../../../shared/events/schema';
import type { Db } from '../../platform/db/client';
import { questions, userEmails, users } from '../../platform/db/schema';
import { shownCover } from '../../platform/providers/storage';
import type { EventPage } from '../../../shared/events/eventPageSchema';
import { keptArrayWith } from '../../platform/trpc/trustedOutput';
import {
  canSeePlace,
  type EventRow,
  type EventViewer,
  type InviteeRow,
  isHostRole,
  ownInvitationOf,
} from '../../core/access/eventsAccess';
import {
  aliasInviteeId,
  attendeeFor,
  countGuestGroups,
  firstFaces,
  loadAnswers,
  ownInviteeView,
} from '../guests';

// The event as the wire shows it (ElkEvent), cut to what the viewer may see.

type QuestionRow = typeof questions.$inferSelect;
type Organizer = { name: string | null; photoUrl: string | null } | undefined;

export type EventParts = {
  questions: QuestionRow[];
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
  const [questionRows, organizerRows] = await Promise.all([
    db.select().from(questions).where(eq(questions.eventId, event.id)).orderBy(asc(questions.position)),
    event.organizerId
      ? db
          .select({ name: users.name, photoUrl: users.photoUrl })
          .from(users)
          .where(eq(users.id, event.organizerId))
      : Promise.resolve([]),
  ]);
  return { questions: questionRows, organizer: organizerRows[0] };
}

/** The host's editable fields of a stored event, in the shape of eventInputSchema. */
export function eventInputOf(row: EventRow, questionRows: QuestionRow[]): EventInput {
  return {
    title: row.title,
    description: row.description,
    prompt: row.prompt,
    // Never another site's address (issue 37): the editor then asks for a new cover.
    photoUrl: shownCover(row.photoUrl),
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

/** The guest list the page carries: the first faces (as this viewer sees them) and the counts. */
type GuestSummary = { attendees: Attendee[]; guestCounts: GuestCounts | null; attendingCount: number };

/**
 * The first faces of each section and the counts, as one kind of viewer sees them. Hosts: every section,
 * with contact details. Others: the organizer and, when the list is public, the listed guests (never hidden
 * ones, nor waitlisted or denied ones), under aliases; counts only when the list is public. The viewer's
 * own row is added per request (withOwnRow), so this part is the same for every visitor and guest.
 */
export async function loadGuestSummary(db: Db, event: EventRow, forHosts: boolean): Promise<GuestSummary> {
  const viewer = { forHosts, hasWaitlist: event.hasWaitlist };
  const showsList = forHosts || event.publicGuestList;
  const sections = showsList ? sectionsFor(viewer) : (['host'] as const);
  const [groups, faces] = await Promise.all([
    countGuestGroups(db, event.id),
    firstFaces(db, event.id, sections, viewer, FIRST_FACES_PER_SECTION),
  ]);
  return {
    attendees: faces.map((row) => attendeeFor(row, viewer)),
    guestCounts: showsList ? countSections(groups, viewer) : null,
    attendingCount: attendingCountOfGroups(groups, event.hasWaitlist),
  };
}

/**
 * The viewer's own row in full, in place of its aliased face (or added: it shows even when not listed).
 * `checkOwn` checks the own entry (the cached page's are checked already). From a cached page's faces, the
 * list keeps the JSON of the faces it shares (keptArrayWith).
 */
export function withOwnRow(
  attendees: readonly Attendee[],
  own: InviteeRow | undefined,
  checkOwn: (entry: Attendee) => Attendee = (entry) => entry,
): Attendee[] {
  if (!own) return [...attendees];
  const alias = aliasInviteeId(own.id);
  const full = checkOwn(attendeeFor(own, { forHosts: false, hasWaitlist: false, ownInviteeId: own.id }));
  const at = attendees.findIndex((a) => a.inviteeId === alias || a.inviteeId === own.id);
  return keptArrayWith(attendees, at < 0 ? attendees.length : at, full);
}

export function toElkEvent(
  event: EventRow,
  parts: EventParts,
  summary: GuestSummary,
  viewer: EventViewer,
): ElkEvent {
  const input = eventInputOf(event, parts.questions);
  const isHost = isHostRole(viewer.role);
  return {
    ...input,
    url: eventPagePath(event.id),
    // Privacy: the host's address is for the hosts only, never for guests or visitors.
    // Earlier covers: the editor's carousel, for hosts only.
    ...(isHost ? { hostEmail: parts.organizerEmail ?? null, previousImages: event.previousImages } : {}),
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
    attendees: isHost ? summary.attendees : withOwnRow(summary.attendees, viewer.invitee),
    guestCounts: summary.guestCounts,
    attendingCount: summary.attendingCount,
    modificationId: event.modificationId,
    lastSavedTimestamp: event.updatedAt.getTime(),
  };
}

/**
 * Loads what an ElkEvent needs and shapes it for the viewer (hosts: their sections and the organizer's address).
 * getEvent's cached path is eventPageReplies.ts.
 */
export async function presentEvent(db: Db, event: EventRow, viewer: EventViewer): Promise<ElkEvent> {
  const forHosts = isHostRole(viewer.role);
  const [parts, summary, organizerEmail] = await Promise.all([
    loadEventParts(db, event),
    loadGuestSummary(db, event, forHosts),
    forHosts ? organizerEmailOf(db, event.organizerId) : undefined,
  ]);
  return toElkEvent(event, { ...parts, organizerEmail }, summary, viewer);
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
