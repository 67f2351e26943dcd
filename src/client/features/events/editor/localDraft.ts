// The editor's local save (spec: "local save on each change"): the form in sessionStorage under a key with
// the spec's autoSavedEvent prefix, so a reload or a detour through the login page loses nothing.
import { log } from '../../../app/lib/log';
import { type EditorEvent, type EditorSource, toEditorEvent } from './model';

const PREFIX = 'autoSavedEvent';

type LocalDraft = { event: EditorEvent; savedAt: number };

/**
 * One key per thing being edited: a new event, a quick-create from a theme (its own key, so it never picks up
 * or overwrites the blank form's copy), a server draft, or an existing event.
 */
export function localDraftKey(source: EditorSource, draftId?: string): string {
  if (source.kind === 'edit') return `${PREFIX}:event:${source.eventId}`;
  if (draftId) return `${PREFIX}:draft:${draftId}`;
  if (source.kind === 'instant') return `${PREFIX}:instant:${source.theme?.slug ?? 'none'}`;
  return `${PREFIX}:new`;
}

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { event?: unknown; savedAt?: unknown };
    return { event: toEditorEvent(parsed.event), savedAt: Number(parsed.savedAt) || 0 };
  } catch (error) {
    log.warn(`Ignoring an unreadable local draft ${key}: ${String(error)}`);
    sessionStorage.removeItem(key);
    return null;
  }
}

export function writeLocalDraft(key: string, event: EditorEvent, savedAt: number): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ event, savedAt }));
  } catch {
    // Storage full or disabled (private mode): the server draft still saves.
  }
}

export function clearLocalDraft(...keys: string[]): void {
  for (const key of keys) sessionStorage.removeItem(key);
}
