import type { OwnInvitee } from './schema';
import { missingRequiredAnswer, type QuestionLike } from './rsvpAnswers';

// What the event page's RSVP panel decides before any modal opens: its status line and the modal a link's `r`
// asks for. Apart from rsvpForm.ts (the modals' draft, checks and call) so that the panel, on every guest's
// first visit, carries none of the phone-number library the modals use (issue 14).

/**
 * A status line split into its words and whether it ends in the '(change)' link. A cancelled party takes no
 * answers, so it offers no '(change)' at all (issue 38), not a link that does nothing.
 */
export function statusLineParts(
  line: string,
  party: { cancelled: boolean } = { cancelled: false },
): { text: string; changeable: boolean } {
  const suffix = ' (change)';
  return line.endsWith(suffix)
    ? { text: line.slice(0, -suffix.length), changeable: !party.cancelled }
    : { text: line, changeable: false };
}

export type RsvpModalKind = 'accept' | 'decline' | 'change';

/**
 * What the page does with `r` (and the action routes' showRSVP): open the accept or decline modal for a guest
 * who has not said so yet; a yes already recorded (an e-mail link) opens the change modal only while a required
 * question is unanswered, otherwise the answer stands and only a notice is due.
 */
export function modalForResponse(
  response: 'yes' | 'no' | undefined,
  invitee: Pick<OwnInvitee, 'rsvpStatus' | 'answers'> | null,
  questions: readonly QuestionLike[],
): { open: RsvpModalKind | null; recorded: boolean } {
  if (!response) return { open: null, recorded: false };
  if (response === 'no') {
    return invitee?.rsvpStatus === 'NO'
      ? { open: null, recorded: true }
      : { open: 'decline', recorded: false };
  }
  if (invitee?.rsvpStatus !== 'YES') return { open: 'accept', recorded: false };
  return missingRequiredAnswer(questions, invitee.answers)
    ? { open: 'change', recorded: true }
    : { open: null, recorded: true };
}
