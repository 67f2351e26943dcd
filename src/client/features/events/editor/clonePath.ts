// Clone party answers a new draft (the copy is stored as an event only when the host saves it). The editor
// opens it like any draft of a new party, with navigation state isClone for the spec's clone wording.

type ClonedDraft = { draft: { eventId: string }; clonedFromEventId: string };

export const cloneEditorPath = (clone: ClonedDraft) => `/event/draft/edit/${clone.draft.eventId}`;

export const cloneEditorState = (clone: ClonedDraft) => ({
  isClone: true,
  clonedFromEventId: clone.clonedFromEventId,
});

/** The clone flags of a navigation state, when it carries them. */
export function cloneStateOf(state: unknown): { isClone: boolean; clonedFromEventId?: string } {
  const record = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const from = record.clonedFromEventId;
  return {
    isClone: record.isClone === true,
    ...(typeof from === 'string' ? { clonedFromEventId: from } : {}),
  };
}
