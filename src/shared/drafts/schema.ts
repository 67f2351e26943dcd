import { z } from 'zod';
import { ANSWER_MAX } from '../constants';
import { idSchema, textSchema } from '../common/schema';
import { eventInputSchema, questionSchema } from '../events/schema';

// Drafts: a host's unfinished event form, saved as they type (spec: editEventDraft, fetchDraft, fetchDrafts,
// deleteDraft). A draft is kept as the form is, so none of the event rules apply to it — a question
// still being typed may be empty — but every field keeps its type and length limits.

export const draftQuestionSchema = questionSchema.extend({
  question: textSchema().trim().max(ANSWER_MAX).default(''),
});

/** Every field optional (each has a default), unlike a saved event. */
export const draftEventSchema = eventInputSchema.extend({
  questions: z.array(draftQuestionSchema).max(20).default([]),
});
export type DraftEvent = z.infer<typeof draftEventSchema>;

export const editEventDraftInput = z.object({
  /** The draft to overwrite; absent for the first save of a new draft. */
  eventId: idSchema.optional(),
  event: draftEventSchema,
  /** The existing event this draft edits; absent for a draft of a new event. */
  baseEventId: idSchema.optional(),
});

export const draftUuidInput = z.object({ eventUuid: idSchema });

export const draftSchema = z.object({
  eventId: z.string(),
  event: draftEventSchema,
  baseEventId: z.string().nullable(),
  lastSavedTimestamp: z.number(),
});
export type Draft = z.infer<typeof draftSchema>;

/** editEventDraft: the draft's id (new on a first save) and when it was saved (the editor's "Saved at"). */
export const draftSavedSchema = draftSchema.pick({ eventId: true, lastSavedTimestamp: true });
export const fetchDraftResultSchema = z.object({ draft: draftSchema });
/** The caller's drafts, newest start first. */
export const fetchDraftsResultSchema = z.object({ drafts: z.array(draftSchema) });

/** drafts.cloneEvent: the copy is a new draft of the caller's (an event only once saved). */
export const cloneEventResultSchema = z.object({ draft: draftSchema, clonedFromEventId: z.string() });
