import { useEffect, useState } from 'react';
import { acceptTitle } from '../../../shared/rsvp/rules';
import {
  answerErrors as findAnswerErrors,
  type ContactErrors,
  contactErrors as findContactErrors,
  hasErrors,
  type RsvpDraft,
} from '../../../shared/rsvp/rsvpForm';
import type { RsvpModalKind } from '../../../shared/rsvp/panelRules';
import type { CommunicationPreference } from '../../../shared/events/schema';
import type { QuestionLike } from '../../../shared/rsvp/rsvpAnswers';
import { loadSongSearchField, type PartyCredentials } from '../music';

export type RsvpModalProps = {
  kind: RsvpModalKind | null;
  onClose: () => void;
  /** The answer on record, for the change modal's starting choice. */
  currentStatus: 'YES' | 'NO' | null;
  waitlist: boolean;
  openInvite: boolean;
  questions: readonly QuestionLike[];
  hostName: string;
  draft: RsvpDraft;
  onDraftChange: (patch: Partial<RsvpDraft>) => void;
  /** Ask for a name (a guest the party does not know by name yet). */
  askName: boolean;
  /** Ask for an e-mail and/or phone (an anonymous guest: the spec's two-step modal). */
  askContact: boolean;
  /** Which of the two the event requires, or GUEST_CHOOSES (the guest picks). */
  communicationPreference: CommunicationPreference;
  busy: boolean;
  error: string | null;
  onSubmit: (status: 'YES' | 'NO') => void;
  /** Set when the party takes song requests (it has a playlist): song questions search the music service. */
  songSearch?: PartyCredentials;
};

const TITLES: Record<Exclude<RsvpModalKind, 'accept'>, string> = {
  decline: 'Decline invitation',
  change: 'Confirm your RSVP',
};

/** The submit button of each modal (the accept modal's says 'Join waitlist' on a party with a guest list). */
function submitLabel(kind: RsvpModalKind | null, waitlist: boolean): string {
  if (kind === 'decline') return 'Decline';
  if (kind === 'change') return 'Confirm';
  return waitlist ? 'Join waitlist' : 'Accept';
}

/**
 * The RSVP modal's state machine: which modal shows (the last one stays while it closes), the step of the
 * two-step accept, the change modal's choice, the errors found, and what Next and the submit button do.
 */
export function useRsvpModalSteps(props: RsvpModalProps) {
  const { kind: openKind, draft, onDraftChange, askName, askContact } = props;
  // The last modal shown stays rendered while it closes, so its title and buttons do not flash away.
  const [lastKind, setLastKind] = useState<RsvpModalKind | null>(openKind);
  if (openKind && openKind !== lastKind) setLastKind(openKind);
  const kind = openKind ?? lastKind;
  // A party with song requests: the track search loads while the guest is still on the first step.
  const songSearch = Boolean(props.songSearch);
  useEffect(() => {
    if (openKind && songSearch) loadSongSearchField().catch(() => undefined);
  }, [openKind, songSearch]);
  const twoSteps = kind === 'accept' && (askName || askContact);
  const [step, setStep] = useState<'contact' | 'details'>('details');
  const [choice, setChoice] = useState<'YES' | 'NO'>('YES');
  const [contactErrors, setContactErrors] = useState<ContactErrors>({});
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!openKind) return;
    setStep(twoSteps ? 'contact' : 'details');
    setChoice(kind === 'decline' ? 'NO' : kind === 'change' ? (props.currentStatus ?? 'YES') : 'YES');
    setContactErrors({});
    setAnswerErrors({});
    // Reset only when a modal opens, not while the guest types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openKind]);

  const checkContact = () => {
    const found = findContactErrors(draft, {
      name: askName,
      contact: askContact,
      preference: props.communicationPreference,
    });
    setContactErrors(found);
    return !hasErrors(found);
  };

  const submit = () => {
    const status = kind === 'decline' ? 'NO' : choice;
    if ((kind === 'decline' || !twoSteps) && !checkContact()) return;
    const found = findAnswerErrors(props.questions, draft, status);
    setAnswerErrors(found);
    if (hasErrors(found)) return;
    props.onSubmit(status);
  };

  const contactStep = kind === 'accept' && step === 'contact';
  return {
    kind,
    twoSteps,
    contactStep,
    choice,
    setChoice,
    contactErrors,
    answerErrors,
    title: kind === 'accept' ? acceptTitle(props.waitlist) : kind ? TITLES[kind] : '',
    showContactInline: kind !== 'accept' && (askName || askContact),
    showDetails: kind !== 'decline' && !contactStep && choice === 'YES',
    submitLabel: submitLabel(kind, props.waitlist),
    changeContact: (patch: Partial<RsvpDraft>) => {
      onDraftChange(patch);
      if (Object.keys(contactErrors).length) setContactErrors({});
    },
    changeDetails: (patch: Partial<RsvpDraft>) => {
      onDraftChange(patch);
      if (patch.answers && Object.keys(answerErrors).length) setAnswerErrors({});
    },
    back: () => setStep('contact'),
    /** The form's submit: Next on the contact step, the answer otherwise. */
    submitForm: () => {
      if (!contactStep) submit();
      else if (checkContact()) setStep('details');
    },
  };
}

export type RsvpModalSteps = ReturnType<typeof useRsvpModalSteps>;
