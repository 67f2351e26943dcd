import { describe, expect, it } from 'vitest';
import { findTheme, THEMES } from '../../../../shared/themes/themes';
import { cloneEditorPath, cloneEditorState, cloneStateOf } from './clonePath';
import { localDraftKey } from './localDraft';

describe('localDraftKey', () => {
  it('gives quick-create its own key per theme, apart from the blank form and drafts', () => {
    const theme = findTheme(THEMES[0]!.slug);
    const instant = localDraftKey({ kind: 'instant', theme });
    expect(instant).toBe(`autoSavedEvent:instant:${THEMES[0]!.slug}`);
    expect(localDraftKey({ kind: 'instant', theme: undefined })).toBe('autoSavedEvent:instant:none');
    expect(localDraftKey({ kind: 'create' })).toBe('autoSavedEvent:new');
    expect(localDraftKey({ kind: 'instant', theme }, 'd-1')).toBe('autoSavedEvent:draft:d-1');
    expect(localDraftKey({ kind: 'edit', eventId: 'e-1' }, 'd-1')).toBe('autoSavedEvent:event:e-1');
  });
});

describe('clone navigation', () => {
  it('opens the clone draft in the editor with the clone flags, and reads them back', () => {
    const clone = { draft: { eventId: 'draft-1' }, clonedFromEventId: 'event-1' };
    expect(cloneEditorPath(clone)).toBe('/event/draft/edit/draft-1');
    expect(cloneStateOf(cloneEditorState(clone))).toEqual({ isClone: true, clonedFromEventId: 'event-1' });
    expect(cloneStateOf(null)).toEqual({ isClone: false });
    expect(cloneStateOf({ isClone: 'yes', clonedFromEventId: 3 })).toEqual({ isClone: false });
  });
});
