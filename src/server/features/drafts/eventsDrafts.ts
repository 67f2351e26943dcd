import { count, desc, eq, sql } from 'drizzle-orm';
import { type Draft, type DraftEvent, draftEventSchema } from '../../../shared/drafts/schema';
import type { Db } from '../../platform/db/client';
import { type DraftRow } from './access';
import { drafts } from '../../platform/db/schema';
import type { EventRow } from '../../core/access/eventsAccess';
import { eventInputOf, loadEventParts } from '../events';
import { DomainError } from '../../platform/errors';

// Drafts belong to one user. A draft of a new event has no base event; a draft of an edit names the event it
// edits, and the user keeps at most one such draft per event (the editor's autosave overwrites it).

export type { DraftRow };

export function toDraft(row: DraftRow): Draft {
  // Stored drafts were validated on the way in; parsing again fills fields added to the form since.
  const event = draftEventSchema.safeParse(row.data);
  return {
    eventId: row.id,
    event: event.success ? event.data : draftEventSchema.parse({}),
    baseEventId: row.eventId,
    lastSavedTimestamp: row.updatedAt.getTime(),
  };
}

type SaveDraft = {
  userId: string;
  event: DraftEvent;
  /** The caller's existing draft to overwrite, already checked to be theirs. */
  existing: DraftRow | null;
  baseEventId?: string;
};

/** Saves a draft and answers its id and save time (the editor's "Saved at"). */
export async function saveDraft(
  db: Db,
  { userId, event, existing, baseEventId }: SaveDraft,
): Promise<DraftRow> {
  const values = {
    data: event as Record<string, unknown>,
    startTime: event.startTime,
    updatedAt: new Date(),
  };
  if (existing) {
    const [row] = await db.update(drafts).set(values).where(eq(drafts.id, existing.id)).returning();
    return row!;
  }
  if (!baseEventId) await assertRoomForAnotherDraft(db, userId);
  const insert = db.insert(drafts).values({ ...values, userId, eventId: baseEventId ?? null });
  const [row] = baseEventId
    ? await insert
        .onConflictDoUpdate({
          target: [drafts.userId, drafts.eventId],
          targetWhere: sql`${drafts.eventId} is not null`,
          set: values,
        })
        .returning()
    : await insert.returning();
  return row!;
}

/** Drafts are cheap to make (every new editor session saves one), so a user keeps at most this many. */
export const MAX_DRAFTS_PER_USER = 200;
export const TOO_MANY_DRAFTS = 'You have too many drafts. Delete some before starting another.';

async function assertRoomForAnotherDraft(db: Db, userId: string) {
  const [row] = await db.select({ n: count() }).from(drafts).where(eq(drafts.userId, userId));
  if ((row?.n ?? 0) >= MAX_DRAFTS_PER_USER) throw new DomainError('BAD_REQUEST', TOO_MANY_DRAFTS);
}

/** The user's drafts, newest start first (then the most recently saved). */
export async function listDrafts(db: Db, userId: string): Promise<Draft[]> {
  const rows = await db
    .select()
    .from(drafts)
    .where(eq(drafts.userId, userId))
    .orderBy(desc(drafts.startTime), desc(drafts.updatedAt));
  return rows.map(toDraft);
}

export async function deleteDraft(db: Db, draftId: string): Promise<void> {
  await db.delete(drafts).where(eq(drafts.id, draftId));
}

/**
 * Clone party: a copy of the invitation as a new draft of the caller's (no base event), so nothing unchecked is
 * stored as an event; saving it in the editor creates the event (with the event rules) and removes the draft.
 * No guests, fresh question ids; the start is kept only while it is still ahead (with its end). The playlist
 * belongs to the original party's guests, so it stays behind with its song requests; with a music service its
 * song question goes too (it needs a playlist, which the host makes anew). Without one, guests type their song
 * requests (issue 40) and the question needs no playlist: it is copied like the others.
 */
export async function cloneEventAsDraft(
  db: Db,
  userId: string,
  source: EventRow,
  now: number,
  { musicConfigured }: { musicConfigured: boolean },
): Promise<DraftRow> {
  const parts = await loadEventParts(db, source);
  const input = eventInputOf(source, parts.questions);
  const keepTimes = source.startTime > now;
  const copy: DraftEvent = {
    ...input,
    startTime: keepTimes ? source.startTime : 0,
    endTime: keepTimes ? source.endTime : 0,
    questions: input.questions
      .filter((q) => !musicConfigured || q.questionType !== 'SONG')
      .map(({ questionUuid: _old, ...q }) => q),
    playlistId: null,
  };
  return saveDraft(db, { userId, event: copy, existing: null });
}
