// Autosave (spec section 4, "Editor"): a local save on each change, and every 5 s a server draft save when
// signed in, when the event is not blank and differs from the last saved copy (start times within 60 s count as
// the same). A new party saves into a draft of its own; an edit of a party into the host's draft of that event
// (baseEventId), which saving the party or discarding the changes removes.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_INTERVAL_MS } from '../../../../shared/constants';
import { isBlankEvent, sameForAutosave } from '../../../../shared/events/autosave';
import { log } from '../../../app/lib/log';
import { useTRPC } from '../../../app/lib/trpc';
import { clearLocalDraft, localDraftKey, writeLocalDraft } from './localDraft';
import type { EditorEvent, EditorSource } from './model';

type Options = {
  event: EditorEvent;
  source: EditorSource;
  /** Server drafts are saved only when signed in. */
  serverDrafts: boolean;
  draftId: string | undefined;
  /** For an edit: the event the draft changes. */
  baseEventId?: string;
  /** What the server already holds for this form; nothing is saved until the form differs from it. */
  serverCopy?: EditorEvent;
  lastSavedTimestamp: number | undefined;
  /** The first save of a new draft: the page puts its id in the URL so a reload finds it. */
  onDraftCreated: (draftId: string) => void;
};

export type Autosave = {
  draftId: string | undefined;
  /** When the event was last saved (server draft, or the local copy when there is none). */
  savedAt: number | undefined;
  /** Saves the server draft now (when anything changed); resolves with its id. */
  saveDraftNow: () => Promise<string | undefined>;
  /** Forgets the local copies (after the party is saved, or on discard). */
  clearLocal: () => void;
  /** Stops saving while the party is being saved; resume() if that fails. */
  stop: () => void;
  resume: () => void;
  /** Discard: stops saving, removes the server draft and the local copies. */
  discard: () => Promise<void>;
};

export function useAutosave(options: Options): Autosave {
  const { event, source, serverDrafts, baseEventId, onDraftCreated } = options;
  const trpc = useTRPC();
  const { mutateAsync: saveDraft } = useMutation(trpc.drafts.editEventDraft.mutationOptions());
  const { mutateAsync: deleteDraft } = useMutation(trpc.drafts.deleteDraft.mutationOptions());
  const stopped = useRef(false);
  const [draftId, setDraftId] = useState(options.draftId);
  const [serverSavedAt, setServerSavedAt] = useState(options.lastSavedTimestamp);
  const [localSavedAt, setLocalSavedAt] = useState<number>();
  const eventRef = useRef(event);
  eventRef.current = event;
  const draftIdRef = useRef(draftId);
  const lastServerCopy = useRef<EditorEvent | null>(options.serverCopy ?? (options.draftId ? event : null));
  const inFlight = useRef<Promise<string | undefined> | null>(null);
  const onCreatedRef = useRef(onDraftCreated);
  onCreatedRef.current = onDraftCreated;

  // Local save on each change (not of the copy the editor opened with, which is saved already).
  const opened = useRef(event);
  useEffect(() => {
    if (event === opened.current || isBlankEvent(event) || stopped.current) return;
    const now = Date.now();
    writeLocalDraft(localDraftKey(source, draftIdRef.current), event, now);
    setLocalSavedAt(now);
  }, [event, source]);

  const saveDraftNow = useCallback(async (): Promise<string | undefined> => {
    if (!serverDrafts || stopped.current) return draftIdRef.current;
    if (inFlight.current) await inFlight.current;
    const current = eventRef.current;
    if (stopped.current) return draftIdRef.current;
    if (isBlankEvent(current)) return draftIdRef.current;
    if (lastServerCopy.current && sameForAutosave(current, lastServerCopy.current)) return draftIdRef.current;
    const pending = saveDraft({ eventId: draftIdRef.current, event: current, baseEventId })
      .then((saved) => {
        lastServerCopy.current = current;
        setServerSavedAt(saved.lastSavedTimestamp);
        if (draftIdRef.current !== saved.eventId) {
          // The new event's local copy now lives under the draft's key.
          clearLocalDraft(localDraftKey(source));
          writeLocalDraft(localDraftKey(source, saved.eventId), current, Date.now());
          draftIdRef.current = saved.eventId;
          setDraftId(saved.eventId);
          onCreatedRef.current(saved.eventId);
        }
        return saved.eventId;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = pending;
    return pending;
  }, [serverDrafts, saveDraft, source, baseEventId]);

  useEffect(() => {
    if (!serverDrafts) return;
    const timer = setInterval(() => {
      saveDraftNow().catch((error: unknown) => log.warn('Draft autosave failed', error));
    }, AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [serverDrafts, saveDraftNow]);

  const clearLocal = useCallback(() => {
    clearLocalDraft(localDraftKey(source), localDraftKey(source, draftIdRef.current));
  }, [source]);

  const stop = useCallback(() => {
    stopped.current = true;
  }, []);
  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  const discard = useCallback(async () => {
    stopped.current = true;
    if (inFlight.current) await inFlight.current.catch(() => undefined);
    clearLocal();
    const id = draftIdRef.current;
    if (id && serverDrafts) await deleteDraft({ eventUuid: id });
  }, [clearLocal, deleteDraft, serverDrafts]);

  return { draftId, savedAt: serverSavedAt ?? localSavedAt, saveDraftNow, clearLocal, stop, resume, discard };
}
