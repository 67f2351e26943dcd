import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type EventFieldErrors,
  type EventFormField,
  firstInvalidField,
} from '../../../../shared/events/eventValidation';
import { errorCode, errorMessage } from '../../../app/lib/errors';
import { log } from '../../../app/lib/log';
import { notify } from '../../../app/lib/notify';
import { useTRPC } from '../../../app/lib/trpc';
import { useDraftInvalidation } from '../../drafts';
import { useEventInvalidation } from '../queries';
import { DRAFT_SAVED, NOTHING_TO_SAVE, SAVE_FAILED } from './messages';
import { type EditorEvent, toEventInput } from './model';
import type { Autosave } from './useAutosave';

function scrollToField(field: EventFormField) {
  const element = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
  element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  element?.querySelector<HTMLElement>('input, textarea, button')?.focus({ preventScroll: true });
}

type Options = {
  event: EditorEvent;
  autosave: Autosave;
  signedIn: boolean;
  creating: boolean;
  editedEventId: string | undefined;
  allErrors: EventFieldErrors;
  missing: readonly unknown[];
  /** Where signing in starts, read at the moment of leaving. */
  loginUrl: () => string;
  /** The form was sent with something wrong or missing: every error shows from now on. */
  onInvalid: () => void;
};

/**
 * The editor's ways out: Create party / Save changes (checked first, then saved and on to the party),
 * Save draft (the missing-items toast), and Discard (an edit's draft thrown away).
 */
export function useEditorSave(options: Options) {
  const { event, autosave, signedIn, creating, editedEventId } = options;
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { allEvents } = useEventInvalidation();
  const { draftList, allDrafts } = useDraftInvalidation();
  const [savingDraft, setSavingDraft] = useState(false);
  const save = useMutation(trpc.events.editEventDetails.mutationOptions());

  const saveDraft = async () => {
    if (!signedIn) {
      navigate(options.loginUrl());
      return;
    }
    setSavingDraft(true);
    try {
      const id = await autosave.saveDraftNow();
      notify.info(id ? DRAFT_SAVED : NOTHING_TO_SAVE);
    } catch (error) {
      notify.error(errorMessage(error, SAVE_FAILED));
    } finally {
      setSavingDraft(false);
    }
  };

  const submit = () => {
    const first = firstInvalidField(options.allErrors);
    if (first || options.missing.length) {
      options.onInvalid();
      scrollToField(first ?? 'location');
      return;
    }
    if (!signedIn) {
      navigate(options.loginUrl());
      return;
    }
    autosave.stop();
    save.mutate(
      { event: toEventInput(event), eventId: editedEventId, draftId: autosave.draftId },
      {
        onSuccess: (saved) => {
          autosave.clearLocal();
          void allEvents();
          // Saving removes the draft the form came from: refresh the list of drafts only, not the open draft's
          // own query, which would ask the server for the removed draft (a 404) before the page moves on.
          void draftList();
          if (creating) navigate(`/event/invite/${saved.id}`, { state: { fromCreate: true } });
          else navigate(`/event/${saved.id}`);
        },
        onError: (error) => {
          autosave.resume();
          log.warn('Saving the party failed', error);
          // A rule the server enforces beyond the form (a song request without a playlist) says what is wrong.
          notify.error(errorCode(error) === 'BAD_REQUEST' ? errorMessage(error, SAVE_FAILED) : SAVE_FAILED);
        },
      },
    );
  };

  const discard = async () => {
    try {
      await autosave.discard();
    } catch (error) {
      log.warn('Removing the draft on discard failed', error);
    }
    void allDrafts();
    if (editedEventId) navigate(`/event/${editedEventId}`);
  };

  return { submit, saving: save.isPending, saveDraft, savingDraft, discard };
}
