// Loads what the editor starts from: a new event (or the local copy of one), a server draft, a theme for
// quick-create, or an existing event for edit and clone.
import { useMemo } from 'react';
import { isBlankEvent } from '../../../../shared/events/autosave';
import { hasStarted } from '../../../../shared/events/eventTimes';
import { errorCode } from '../../../app/lib/errors';
import { useSession } from '../../../app/lib/session';
import { useDraftForEditorQuery, useFreshDraftListQuery } from '../../drafts';
import { useGalleryQuery } from '../../images';
import { useEventForEditorQuery } from '../queries';
import { readLocalDraft, localDraftKey } from './localDraft';
import {
  type EditorEvent,
  type EditorSource,
  newEditorEvent,
  quickCreateEvent,
  toEditorEvent,
} from './model';

export type EditorLoad =
  | { status: 'loading' }
  | { status: 'needsLogin' }
  | { status: 'draftMissing' }
  | { status: 'notHost'; eventId: string }
  | { status: 'started'; eventId: string }
  | { status: 'cancelled'; eventId: string }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      initial: EditorEvent;
      /** The server draft being saved into, when there is one (for an edit: the host's draft of that event). */
      draftId?: string;
      /** What the server holds for this form (the draft, else the saved event): autosave saves only changes. */
      serverCopy?: EditorEvent;
      /** When the loaded copy was last saved on the server. */
      lastSavedTimestamp?: number;
      /** For edits: the saved event as loaded, to tell whether anything changed. */
      saved?: EditorEvent;
    };

/** The newer of a server copy and the tab's local copy. */
function newerOf(server: EditorEvent, serverSavedAt: number, key: string): EditorEvent {
  const local = readLocalDraft(key);
  return local && local.savedAt > serverSavedAt && !isBlankEvent(local.event) ? local.event : server;
}

export function useEditorLoad(source: EditorSource): EditorLoad {
  const { session, isPending: sessionPending } = useSession();
  const draftId = source.kind === 'create' ? source.draftId : undefined;
  const eventId = source.kind === 'edit' ? source.eventId : undefined;

  const draft = useDraftForEditorQuery(draftId, { enabled: Boolean(draftId && session) });
  const event = useEventForEditorQuery(eventId, { enabled: Boolean(eventId && session) });
  // An edit continues the host's server draft of that event, when autosave left one.
  const drafts = useFreshDraftListQuery({ enabled: Boolean(eventId && session) });
  const gallery = useGalleryQuery({ enabled: source.kind === 'instant' && Boolean(source.theme) });

  // Computed once per source and loaded data, so a re-render keeps the same "now".
  return useMemo((): EditorLoad => {
    const now = Date.now();
    if (source.kind === 'create' && !draftId) {
      const local = readLocalDraft(localDraftKey(source));
      return { status: 'ready', initial: local?.event ?? newEditorEvent(now) };
    }
    if (source.kind === 'instant') {
      const local = readLocalDraft(localDraftKey(source));
      if (local) return { status: 'ready', initial: local.event };
      if (!source.theme) return { status: 'ready', initial: newEditorEvent(now) };
      if (gallery.isPending && !gallery.isError) return { status: 'loading' };
      const cover = gallery.data?.groups
        .flatMap((group) => group.images)
        .find((image) => image.themeId === source.theme?.id);
      return {
        status: 'ready',
        initial: quickCreateEvent(source.theme, now, cover?.imageUrl, undefined, source.prompt),
      };
    }
    if (sessionPending) return { status: 'loading' };
    if (!session) return { status: 'needsLogin' };
    if (draftId) {
      if (draft.isError) {
        return errorCode(draft.error) === 'NOT_FOUND' || errorCode(draft.error) === 'FORBIDDEN'
          ? { status: 'draftMissing' }
          : { status: 'error', error: draft.error };
      }
      if (!draft.data) return { status: 'loading' };
      const { draft: found } = draft.data;
      const server = toEditorEvent(found.event);
      const key = localDraftKey(source, found.eventId);
      return {
        status: 'ready',
        initial: newerOf(server, found.lastSavedTimestamp, key),
        draftId: found.eventId,
        serverCopy: server,
        lastSavedTimestamp: found.lastSavedTimestamp,
      };
    }
    if (source.kind === 'edit') {
      if (event.isError) {
        return errorCode(event.error) === 'FORBIDDEN'
          ? { status: 'notHost', eventId: source.eventId }
          : { status: 'error', error: event.error };
      }
      if (!event.data || (drafts.isPending && !drafts.isError)) return { status: 'loading' };
      const loaded = event.data.event;
      if (!loaded.isHost) return { status: 'notHost', eventId: source.eventId };
      if (loaded.cancelledTimestamp) return { status: 'cancelled', eventId: source.eventId };
      if (hasStarted(loaded, now)) return { status: 'started', eventId: source.eventId };
      const saved = toEditorEvent(loaded);
      // A draft older than the event's last save (someone saved since) is stale; autosave overwrites it.
      const draft = drafts.data?.drafts.find(
        (d) => d.baseEventId === source.eventId && d.lastSavedTimestamp > loaded.lastSavedTimestamp,
      );
      const serverCopy = draft ? toEditorEvent(draft.event) : saved;
      const serverSavedAt = draft?.lastSavedTimestamp ?? loaded.lastSavedTimestamp;
      return {
        status: 'ready',
        initial: newerOf(serverCopy, serverSavedAt, localDraftKey(source)),
        saved,
        serverCopy,
        draftId: drafts.data?.drafts.find((d) => d.baseEventId === source.eventId)?.eventId,
        lastSavedTimestamp: serverSavedAt,
      };
    }
    return { status: 'loading' };
  }, [
    source,
    draftId,
    session,
    sessionPending,
    draft.data,
    draft.isError,
    draft.error,
    event.data,
    event.isError,
    event.error,
    drafts.data,
    drafts.isPending,
    drafts.isError,
    gallery.data,
    gallery.isPending,
    gallery.isError,
  ]);
}
