import { useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { findTheme, type Theme } from '../../../shared/themes';
import { EditorPage } from '../../components/editor/EditorPage';
import type { EditorSource } from '../../components/editor/model';

// The editor's routes. Each keys the editor by what it edits, so moving between them starts afresh.

/** /event/create (optionally ?draft={id}) and /event/draft/edit/{draftId}. */
export function EventCreatePage() {
  const { draftId: routeDraft } = useParams();
  const [search] = useSearchParams();
  const draftId = routeDraft ?? search.get('draft') ?? undefined;
  // After its first save a new draft's id joins the address through history.replaceState, which the router
  // does not see: typing on is not interrupted, and a reload opens the draft.
  const source = useMemo<EditorSource>(() => ({ kind: 'create', draftId }), [draftId]);
  return <EditorPage key={draftId ?? 'new'} source={source} />;
}

/** /event/edit/{eventId}; navigation state isClone (after "Clone party") words it as a new party. */
export function EventEditPage() {
  const { eventId = '', draftId } = useParams();
  const location = useLocation();
  const isClone = Boolean((location.state as { isClone?: unknown } | null)?.isClone);
  const source = useMemo<EditorSource>(() => ({ kind: 'edit', eventId, isClone }), [eventId, isClone]);
  if (draftId) return <EventCreatePage />;
  return <EditorPage key={`${eventId}:${isClone}`} source={source} />;
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

/** /instant: quick-create from a theme of the landing page. */
export function InstantCreatePage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const theme = themeFrom(location.state, search.get('theme'));
  const source = useMemo<EditorSource>(() => ({ kind: 'instant', theme }), [theme]);
  return <EditorPage key={theme?.slug ?? 'none'} source={source} />;
}
