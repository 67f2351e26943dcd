import { useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import {
  baseInspirationOf,
  promptFromNavigation,
  themeFromNavigation,
} from '../../../../shared/themes/themeRoute';
import { cloneStateOf } from './clonePath';
import { EditorPage } from './EditorPage';
import type { EditorSource } from './model';

// The editor's routes. Each keys the editor by what it edits, so moving between them starts afresh.

/**
 * /event/create (optionally ?draft={id}) and /event/draft/edit/{draftId}. Navigation state isClone (after
 * "Clone party", whose copy is a draft) words it as a clone. The route parameter baseInspirationId starts a new
 * party from that inspiration, prefilled as quick-create from a theme does.
 */
export function EventCreatePage() {
  const { draftId: routeDraft } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const draftId = routeDraft ?? search.get('draft') ?? undefined;
  const { isClone, clonedFromEventId } = cloneStateOf(location.state);
  const inspiration = draftId || isClone ? undefined : baseInspirationOf(location.state, search);
  // After its first save a new draft's id joins the address through history.replaceState, which the router
  // does not see: typing on is not interrupted, and a reload opens the draft.
  const source = useMemo<EditorSource>(
    () =>
      inspiration
        ? { kind: 'instant', theme: inspiration }
        : { kind: 'create', draftId, isClone, clonedFromEventId },
    [draftId, isClone, clonedFromEventId, inspiration],
  );
  return <EditorPage key={`${draftId ?? inspiration?.slug ?? 'new'}:${isClone}`} source={source} />;
}

/** /event/edit/{eventId}, and /event/draft/edit/{draftId} (same route element). */
export function EventEditPage() {
  const { eventId = '', draftId } = useParams();
  const source = useMemo<EditorSource>(() => ({ kind: 'edit', eventId }), [eventId]);
  if (draftId) return <EventCreatePage />;
  return <EditorPage key={eventId} source={source} />;
}

/**
 * /instant: quick-create from a theme of the landing page. Once its draft is saved on the server the draft's
 * id joins the address (?draft=, as on /event/create), and a reload continues that draft.
 */
export function InstantCreatePage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const draftId = search.get('draft') ?? undefined;
  const theme = themeFromNavigation(location.state, search);
  const prompt = promptFromNavigation(location.state);
  const source = useMemo<EditorSource>(
    () => (draftId ? { kind: 'create', draftId } : { kind: 'instant', theme, prompt }),
    [draftId, theme, prompt],
  );
  return <EditorPage key={draftId ?? theme?.slug ?? 'none'} source={source} />;
}
