// The editor's event: the draft shape (every field present, questions may still be empty) and the ways the
// editor starts one.
import { CREATION_PANEL_DEFAULTS } from '../../../../shared/events/creationDefaults';
import { defaultStartTime, quickCreateStartTime } from '../../../../shared/events/eventTimes';
import { type DraftEvent, draftEventSchema } from '../../../../shared/drafts/schema';
import type { EventInput } from '../../../../shared/events/schema';
import { themeColors } from '../../../../shared/themes/themeColors';
import type { Theme } from '../../../../shared/themes/themes';

export type EditorEvent = DraftEvent;

/** How the editor was opened. */
export type EditorSource =
  /** A new party, or a server draft of one; a clone is such a draft, opened with isClone. */
  | { kind: 'create'; draftId?: string; isClone?: boolean; clonedFromEventId?: string }
  /** Quick-create from a theme (the landing page); `prompt` is a party idea's words for a cover image. */
  | { kind: 'instant'; theme: Theme | undefined; prompt?: string }
  | { kind: 'edit'; eventId: string };

/** A clone being confirmed: the create-mode toast asks to confirm its location. */
export const isCloneSource = (source: EditorSource) => source.kind === 'create' && Boolean(source.isClone);

/** Creating (a new event, a draft, a quick-create): the create button, drafts and the missing-list toast. */
export const isCreating = (source: EditorSource) => source.kind !== 'edit';

/** The browser's zone: the default of a new event and the fallback when a place's zone is unknown. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Los_Angeles';
}

/** A new event: starting about 24 h ahead on the hour, in the browser's zone. */
export function newEditorEvent(now: number, timeZone = browserTimeZone()): EditorEvent {
  return draftEventSchema.parse({
    ...CREATION_PANEL_DEFAULTS,
    timeZone,
    startTime: defaultStartTime(now, timeZone),
  });
}

/**
 * Quick-create from a theme: its title, description, gallery cover and colour scheme (and a party idea's words
 * for a cover, when it came from one), starting at a party time (quickCreateStartTime).
 */
export function quickCreateEvent(
  theme: Theme,
  now: number,
  photoUrl: string | undefined,
  timeZone = browserTimeZone(),
  prompt?: string,
): EditorEvent {
  return draftEventSchema.parse({
    ...CREATION_PANEL_DEFAULTS,
    title: theme.title,
    description: theme.description,
    photoUrl: photoUrl ?? null,
    colors: themeColors(theme),
    ...(prompt ? { prompt } : {}),
    inspirationId: String(theme.id),
    timeZone,
    // On the hour, so on the editor's 15-minute grid: tomorrow evening, or the holiday the theme is for.
    startTime: quickCreateStartTime(now, timeZone, theme.slug),
  });
}

/** Any event-shaped object (a saved event, a draft, a local copy) as the editor's event; unknown keys dropped. */
export function toEditorEvent(value: unknown): EditorEvent {
  return draftEventSchema.parse(value);
}

/** What editEventDetails receives: questions still empty are left out. */
export function toEventInput(event: EditorEvent): EventInput {
  return {
    ...event,
    title: event.title.trim(),
    questions: event.questions
      .filter((q) => q.question.trim())
      .map((q) => ({ ...q, question: q.question.trim() })),
  };
}
