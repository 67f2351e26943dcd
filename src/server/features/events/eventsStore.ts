import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { AlbumUploadMode, EventInput, Question } from '../../../shared/events/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import type { Db, Tx } from '../../platform/db/client';
import { drafts, events, invitees, questions } from '../../platform/db/schema';
import type { EventRow } from '../../core/access/eventsAccess';

// Writing events: create (with the organizer as the first attendee), update, cancel and delete. A clone starts
// as a draft (eventsDrafts.ts) and becomes an event through createEvent when the host saves it.

type Host = Pick<SessionUser, 'id' | 'name' | 'photoUrl'>;

/** What editEventDetails says beside the form: the draft it saves and the album's upload mode (if given). */
export type SaveOptions = {
  draftId?: string;
  uploadMode?: AlbumUploadMode;
  /** An update's new list of earlier covers (withPreviousCover), when the cover changed. */
  previousImages?: Array<{ imageUrl: string }>;
};

/** The event columns a host edits, from the wire input. */
function editableColumns(input: EventInput) {
  return {
    title: input.title.trim(),
    description: input.description,
    prompt: input.prompt ?? null,
    photoUrl: input.photoUrl?.trim() || null,
    colors: input.colors ?? null,
    animation: input.animation ?? null,
    backgroundAnimationUrl: input.backgroundAnimationUrl ?? null,
    backgroundAnimationSearchQuery: input.backgroundAnimationSearchQuery ?? null,
    videoBackgroundDisabled: input.videoBackgroundDisabled,
    startTime: input.startTime,
    endTime: input.endTime,
    timeZone: input.timeZone,
    location: input.location ?? null,
    openInvite: input.openInvite,
    publicGuestList: input.publicGuestList,
    remindersEnabled: input.remindersEnabled,
    hostNotification: input.hostNotification,
    communicationPreference: input.communicationPreference,
    hasWaitlist: input.hasWaitlist,
    inspirationId: input.inspirationId ?? null,
    playlistId: input.playlistId ?? null,
  };
}

/**
 * Replaces the event's questions with the given list, in its order. A question that names one of this event's
 * own question ids is updated in place, so guests' answers to it survive; the rest are new, and questions no
 * longer listed are removed with their answers.
 */
async function replaceQuestions(tx: Tx, eventId: string, list: Question[]): Promise<void> {
  const existing = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.eventId, eventId));
  const reusable = new Set(existing.map((q) => q.id));
  const kept: string[] = [];
  for (const [position, q] of list.entries()) {
    const values = {
      position,
      question: q.question,
      questionType: q.questionType,
      isRequired: q.isRequired,
    };
    if (q.questionUuid && reusable.delete(q.questionUuid)) {
      await tx.update(questions).set(values).where(eq(questions.id, q.questionUuid));
      kept.push(q.questionUuid);
    } else {
      const [inserted] = await tx
        .insert(questions)
        .values({ eventId, ...values })
        .returning({ id: questions.id });
      kept.push(inserted!.id);
    }
  }
  await tx
    .delete(questions)
    .where(
      kept.length
        ? and(eq(questions.eventId, eventId), notInArray(questions.id, kept))
        : eq(questions.eventId, eventId),
    );
}

/** A new event organized by `host`, who is also its first attendee (role ORGANIZER, going). */
async function insertEvent(
  tx: Tx,
  host: Host,
  input: EventInput,
  uploadMode: AlbumUploadMode | undefined,
): Promise<EventRow> {
  const [event] = await tx
    .insert(events)
    .values({
      ...editableColumns(input),
      organizerId: host.id,
      albumDetails: uploadMode ? { photoUploadMode: uploadMode } : null,
    })
    .returning();
  await tx.insert(invitees).values({
    eventId: event!.id,
    userId: host.id,
    name: host.name ?? '',
    photoUrl: host.photoUrl,
    role: 'ORGANIZER',
    rsvpStatus: 'YES',
  });
  await replaceQuestions(tx, event!.id, input.questions);
  return event!;
}

/** Removes the draft this save came from (only the host's own). */
async function removeDraft(tx: Tx, userId: string, draftId: string | undefined) {
  if (draftId) await tx.delete(drafts).where(and(eq(drafts.id, draftId), eq(drafts.userId, userId)));
}

export async function createEvent(
  db: Db,
  host: Host,
  input: EventInput,
  options: SaveOptions = {},
): Promise<EventRow> {
  return db.transaction(async (tx) => {
    const event = await insertEvent(tx, host, input, options.uploadMode);
    await removeDraft(tx, host.id, options.draftId);
    return event;
  });
}

/**
 * Saves a host's edit; the host's drafts of this event are superseded and removed. A given upload mode replaces
 * the album's (its other settings kept); none leaves it as it was.
 */
export async function updateEvent(
  db: Db,
  host: Host,
  eventId: string,
  input: EventInput,
  options: SaveOptions = {},
): Promise<EventRow> {
  const { draftId, uploadMode, previousImages } = options;
  return db.transaction(async (tx) => {
    const [event] = await tx
      .update(events)
      .set({
        ...editableColumns(input),
        ...(previousImages ? { previousImages } : {}),
        ...(uploadMode
          ? {
              albumDetails: sql`coalesce(${events.albumDetails}, '{}'::jsonb) || jsonb_build_object('photoUploadMode', ${uploadMode}::text)`,
            }
          : {}),
        modificationId: sql`${events.modificationId} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(events.id, eventId))
      .returning();
    await replaceQuestions(tx, eventId, input.questions);
    await removeDraft(tx, host.id, draftId);
    await tx.delete(drafts).where(and(eq(drafts.userId, host.id), eq(drafts.eventId, eventId)));
    return event!;
  });
}

/**
 * Sets cancelledTimestamp (and the host's note to guests, if any) once; cancelling again changes nothing.
 * Returns whether this call cancelled it.
 */
export async function cancelEvent(db: Db, eventId: string, now: number, note?: string): Promise<boolean> {
  const cancelled = await db
    .update(events)
    .set({
      cancelledAt: new Date(now),
      cancellationNote: note?.trim() || null,
      modificationId: sql`${events.modificationId} + 1`,
      updatedAt: new Date(now),
    })
    .where(and(eq(events.id, eventId), isNull(events.cancelledAt)))
    .returning({ id: events.id });
  return cancelled.length > 0;
}

/** Deletes the event; its guests, questions, answers, messages and drafts go with it (foreign keys cascade). */
export async function deleteEvent(db: Db, eventId: string): Promise<void> {
  await db.delete(events).where(eq(events.id, eventId));
}
