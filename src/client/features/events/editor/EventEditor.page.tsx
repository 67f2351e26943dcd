import { useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { findTheme, type Theme } from '../../../../shared/themes/themes';
import { cloneStateOf } from './clonePath';
import { EditorPage } from './EditorPage';
import type { EditorSource } from './model';

// The editor's routes. Each keys the editor by what it edits, so moving between them starts afresh.

/**
 * /event/create (optionally ?draft={id}) and /event/draft/edit/{draftId}. Navigation state isClone (after
 * "Clone party", whose copy is a draft) words it as a clone.
 */
export function EventCreatePage() {
  const { draftId: routeDraft } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const draftId = routeDraft ?? search.get('draft') ?? undefined;
  const { isClone, clonedFromEventId } = cloneStateOf(location.state);
  // After its first save a new draft's id joins the address through history.replaceState, which the router
  // does not see: typing on is not interrupted, and a reload opens the draft.
  const source = useMemo<EditorSource>(
    () => ({ kind: 'create', draftId, isClone, clonedFromEventId }),
    [draftId, isClone, clonedFromEventId],
  );
  return <EditorPage key={`${draftId ?? 'new'}:${isClone}`} source={source} />;
}

/** /event/edit/{eventId}, and /event/draft/edit/{draftId} (same route element). */
export function EventEditPage() {
  const { eventId = '', draftId } = useParams();
  const source = useMemo<EditorSource>(() => ({ kind: 'edit', eventId }), [eventId]);
  if (draftId) return <EventCreatePage />;
  return <EditorPage key={eventId} source={source} />;
}

/** The theme in navigation state (a theme, its number or slug) or in ?theme=. */
function themeFrom(state: unknown, query: string | null): Theme | undefined {
  const value = (state as { theme?: unknown } | null)?.theme;
  if (typeof value === 'object' && value !== null) {
    const record = value as { id?: unknown; slug?: unknown; title?: unknown };
    return (
      findTheme(typeof record.slug === 'string' ? record.slug : undefined) ??
      findTheme(typeof record.id === 'number' ? record.id : undefined) ??
      findTheme(typeof record.title === 'string' ? record.title : undefined)
    );
  }
  if (typeof value === 'string' || typeof value === 'number') return findTheme(value);
  return findTheme(query);
}

/**
 * /instant: quick-create from a theme of the landing page. Once its draft is saved on the server the draft's
 * id joins the address (?draft=, as on /event/create), and a reload continues that draft.
 */
export function InstantCreatePage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const draftId = search.get('draft') ?? undefined;
  const theme = themeFrom(location.state, search.get('theme'));
  const source = useMemo<EditorSource>(
    () => (draftId ? { kind: 'create', draftId } : { kind: 'instant', theme }),
    [draftId, theme],
  );
  return <EditorPage key={draftId ?? theme?.slug ?? 'none'} source={source} />;
}
