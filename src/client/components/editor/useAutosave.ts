// Autosave (spec section 4, "Editor"): a local save on each change, and every 5 s a server draft save while
// creating, when signed in, when the event is not blank and differs from the last saved copy (start times
// within 60 s count as the same).
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_INTERVAL_MS } from '../../../shared/constants';
import { isBlankEvent, sameForAutosave } from '../../../shared/rules/autosave';
import { log } from '../../lib/log';
import { useTRPC } from '../../lib/trpc';
import { clearLocalDraft, localDraftKey, writeLocalDraft } from './localDraft';
import type { EditorEvent, EditorSource } from './model';

type Options = {
  event: EditorEvent;
  source: EditorSource;
  /** Server drafts are saved only while creating and signed in. */
  serverDrafts: boolean;
  draftId: string | undefined;
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
};

export function useAutosave(options: Options): Autosave {
  const { event, source, serverDrafts, onDraftCreated } = options;
  const trpc = useTRPC();
  const { mutateAsync: saveDraft } = useMutation(trpc.drafts.editEventDraft.mutationOptions());
  const [draftId, setDraftId] = useState(options.draftId);
  const [serverSavedAt, setServerSavedAt] = useState(options.lastSavedTimestamp);
  const [localSavedAt, setLocalSavedAt] = useState<number>();
  const eventRef = useRef(event);
  eventRef.current = event;
  const draftIdRef = useRef(draftId);
  const lastServerCopy = useRef<EditorEvent | null>(options.draftId ? event : null);
  const inFlight = useRef<Promise<string | undefined> | null>(null);
  const onCreatedRef = useRef(onDraftCreated);
  onCreatedRef.current = onDraftCreated;

  // Local save on each change (not of the copy the editor opened with, which is saved already).
  const opened = useRef(event);
  useEffect(() => {
    if (event === opened.current || isBlankEvent(event)) return;
    const now = Date.now();
    writeLocalDraft(localDraftKey(source, draftIdRef.current), event, now);
    setLocalSavedAt(now);
  }, [event, source]);

  const saveDraftNow = useCallback(async (): Promise<string | undefined> => {
    if (!serverDrafts) return undefined;
    if (inFlight.current) await inFlight.current;
    const current = eventRef.current;
    if (isBlankEvent(current)) return draftIdRef.current;
    if (lastServerCopy.current && sameForAutosave(current, lastServerCopy.current)) return draftIdRef.current;
    const pending = saveDraft({ eventId: draftIdRef.current, event: current })
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
  }, [serverDrafts, saveDraft, source]);

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

  return { draftId, savedAt: serverSavedAt ?? localSavedAt, saveDraftNow, clearLocal };
}
