import { useState } from 'react';
import type { RsvpModalKind } from '../../../shared/rsvp/panelRules';
import type { RsvpDraft } from '../../../shared/rsvp/rsvpForm';
import type { EventPageQuery } from '../../../shared/rsvp/rsvpLink';
import type { EventPage } from '../../../shared/events/eventPageSchema';
import { MSG } from '../../../shared/common/copy';
import { notify } from '../../app/lib/notify';
import { loadAnswering } from './onDemand';

/**
 * Which RSVP modal is open (or on its way: its code loads on demand), the draft the modals edit, whether the
 * guest has typed into it, and the error of the last attempt to send it.
 */
export function useRsvpDraft({
  invitee,
  query,
  sessionName,
}: {
  invitee: EventPage['viewer']['invitee'];
  query: EventPageQuery;
  sessionName: string | null | undefined;
}) {
  const [modal, setModal] = useState<RsvpModalKind | null>(null);
  /** The modal asked for while its code is on its way. */
  const [opening, setOpening] = useState<RsvpModalKind | null>(null);
  // Made when a modal first opens (the code that makes it comes with the modals); null until then.
  const [draft, setDraft] = useState<RsvpDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = (kind: RsvpModalKind) => {
    setError(null);
    setOpening(kind);
    loadAnswering().then(
      ({ initialRsvpDraft }) => {
        // A draft the guest has typed into stays; otherwise start from what is on record now.
        if (!dirty) setDraft(initialRsvpDraft(invitee, query, sessionName));
        setOpening(null);
        setModal(kind);
      },
      () => {
        setOpening(null);
        notify.error(MSG.somethingWentWrongTryAgain);
      },
    );
  };

  const changeDraft = (patch: Partial<RsvpDraft>) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
    setDirty(true);
    setError(null);
  };

  return {
    modal,
    opening,
    open,
    close: () => setModal(null),
    draft,
    changeDraft,
    error,
    setError,
    /** After a recorded answer: the modal closes, and the next one starts from what is on record. */
    answered: () => {
      setModal(null);
      setDirty(false);
    },
    /** The next modal starts from what is on record then, not from what this guest typed. */
    forget: () => {
      setDraft(null);
      setDirty(false);
    },
  };
}

export type RsvpDraftState = ReturnType<typeof useRsvpDraft>;
