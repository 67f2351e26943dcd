import { useMutation } from '@tanstack/react-query';
import { answerPayoff, type PostRsvpPrompt, waitlistHold } from '../../../shared/rsvp/rules';
import type { EventPageQuery } from '../../../shared/rsvp/rsvpLink';
import type { UpdateAttendanceInput } from '../../../shared/rsvp/schema';
import type { EventPage } from '../../../shared/events/eventPageSchema';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import { errorMessage } from '../../app/lib/errors';
import { type GuestAccess, saveGuestAccess } from './guestAccess';
import { log } from '../../app/lib/log';
import { useTRPC } from '../../app/lib/trpc';
import { celebrate } from './celebrate';
import { loadAnswering, prefetchYouAreGoing } from './onDemand';
import { useRsvpInvalidation } from './queries';
import { setPostRsvpState } from './postRsvpStore';
import type { RsvpDraftState } from './useRsvpDraft';

type RsvpSubmitOptions = {
  eventId: string;
  event: EventPage['event'];
  invitee: EventPage['viewer']['invitee'];
  signedIn: boolean;
  /** The invitation the guest acts for, from the page, this browser or the link. */
  credentials: { inviteeId: string | undefined; token: string | undefined };
  askContact: boolean;
  query: EventPageQuery;
  drafts: RsvpDraftState;
  nextPrompt: (answeredWithPhone: boolean) => PostRsvpPrompt;
  loginThenAnswer: (answer: UpdateAttendanceInput) => void;
  onAccessChange: (access: GuestAccess) => void;
};

/**
 * Sends the draft as an answer (updateAttendance) and does what follows: the login the server may ask for, the
 * payoff and prompt to show, this browser's access to the invitation, confetti and a refetch of the page.
 */
export function useRsvpSubmit(options: RsvpSubmitOptions) {
  const { eventId, event, invitee, signedIn, credentials, askContact, query, drafts } = options;
  const { nextPrompt, loginThenAnswer, onAccessChange } = options;
  const { draft } = drafts;
  const trpc = useTRPC();
  const { afterAnswer } = useRsvpInvalidation();
  const update = useMutation(trpc.rsvp.updateAttendance.mutationOptions());

  const submit = async (status: 'YES' | 'NO') => {
    if (!draft) return;
    const { attendancePayload } = await loadAnswering();
    const answer = attendancePayload({
      eventId,
      draft,
      status,
      credentials,
      askedContact: askContact,
      openInvite: event.openInvite,
      questions: event.questions,
      photoUploadMode: query.photoUploadMode,
      communicationPreference: event.communicationPreference,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    drafts.setError(null);
    if (status === 'YES') prefetchYouAreGoing();
    let result;
    try {
      result = await update.mutateAsync(answer);
    } catch (cause) {
      log.warn('RSVP failed', cause);
      drafts.setError(errorMessage(cause, RSVP_MESSAGES.failed));
      return;
    }
    if (result.shouldPromptLogin) {
      drafts.close();
      loginThenAnswer(answer);
      return;
    }
    // A yes that waits for the host's approval is not "going" yet (issue 38): no confetti, no invitation.
    const hold = waitlistHold(
      { role: invitee?.role ?? null, waitlistStatus: result.waitlistStatus },
      event.hasWaitlist,
    );
    const shownPayoff = answerPayoff(status, hold);
    // The prompt is decided before the page refetches (a new token may remount this panel).
    setPostRsvpState(eventId, {
      prompt: nextPrompt(Boolean(result.phone)),
      lastAnswer: answer,
      recorded: { inviteeId: result.inviteeId, token: result.token },
      hadPhone: Boolean(result.phone),
      payoff: shownPayoff,
    });
    if (!signedIn && (result.token || result.inviteeId)) {
      onAccessChange(
        saveGuestAccess(eventId, {
          inviteeUuid: result.inviteeId ?? undefined,
          token: result.token ?? undefined,
          name: answer.invitee.name,
        }),
      );
    }
    drafts.answered();
    if (shownPayoff === 'going') celebrate();
    await afterAnswer();
  };

  return { submit, busy: update.isPending };
}
