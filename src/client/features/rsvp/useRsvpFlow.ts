import type { EventPageQuery } from '../../../shared/rsvp/rsvpLink';
import type { EventPage } from '../../../shared/events/eventPageSchema';
import { clearGuestAccess, type GuestAccess } from './guestAccess';
import { useSession } from '../../app/lib/session';
import { loadAnswering } from './onDemand';
import { setPostRsvpState, usePostRsvpState } from './postRsvpStore';
import { usePostRsvpPrompts } from './usePostRsvpPrompts';
import { useRsvpDraft } from './useRsvpDraft';
import { useRsvpSubmit } from './useRsvpSubmit';
import { useRsvpSignInDetours } from './useRsvpSignInDetours';

type RsvpFlowOptions = {
  page: EventPage;
  eventId: string;
  access: GuestAccess;
  query: EventPageQuery;
  onAccessChange: (access: GuestAccess) => void;
};

/**
 * The guest's RSVP on the event page: who is answering (signed in, by token, or anonymous), the draft the modals
 * edit (useRsvpDraft), the updateAttendance call and everything after it (saving the token, the login the server
 * may ask for, a refetch of the page, confetti, and the one prompt due afterwards).
 */
export function useRsvpFlow({ page, eventId, access, query, onAccessChange }: RsvpFlowOptions) {
  const { session } = useSession();
  const signedIn = Boolean(session?.hasProfile);
  const { event } = page;
  const invitee = page.viewer.invitee;
  const token = access.token ?? query.token;
  const inviteeId = invitee?.inviteeId ?? access.inviteeUuid ?? query.inviteeUuid;
  // The spec's two-step modal: a guest the party cannot tell yet, neither by account nor by invitation.
  const askContact = !signedIn && !invitee;
  // Anyone the party knows by no name yet (an invitation sent to an address only, an account without a name).
  const askName = askContact || !(invitee?.name.trim() || (signedIn && session?.name?.trim()));
  const drafts = useRsvpDraft({ invitee, query, sessionName: session?.name });
  const { draft } = drafts;
  const { prompt, lastAnswer, recorded, hadPhone, payoff } = usePostRsvpState(eventId);
  const prompts = usePostRsvpPrompts({ signedIn, answering: draft !== null || prompt !== null });
  const detours = useRsvpSignInDetours({ eventId, event, invitee, inviteeId, token });
  const answering = useRsvpSubmit({
    eventId,
    event,
    invitee,
    signedIn,
    credentials: { inviteeId, token },
    askContact,
    query,
    drafts,
    nextPrompt: prompts.nextPrompt,
    loginThenAnswer: detours.loginThenAnswer,
    onAccessChange,
  });

  /** 'Not {name}? Clear and update details': this browser forgets the invitation it was acting for. */
  const forgetGuest = () => {
    clearGuestAccess(eventId);
    drafts.forget();
    // The page takes the link's iu and token out of the address too.
    onAccessChange({});
  };

  const closePrompt = () => {
    // One prompt at a time: after the profile nudge or the text question, the next one may still be due.
    const next =
      prompt === 'completeProfile' || prompt === 'textPermission'
        ? prompts.nextPrompt(hadPhone, { profile: true, text: prompt === 'textPermission' })
        : null;
    setPostRsvpState(eventId, { prompt: next });
  };

  return {
    signedIn,
    invitee,
    token,
    askContact,
    askName,
    modal: drafts.modal,
    opening: drafts.opening,
    open: drafts.open,
    /** Starts fetching the modals' code (as the pointer or focus reaches an answer button). */
    prepare: () => void loadAnswering().catch(() => undefined),
    close: drafts.close,
    draft,
    changeDraft: drafts.changeDraft,
    submit: (status: 'YES' | 'NO') => void answering.submit(status),
    busy: answering.busy,
    error: drafts.error,
    // The prompt due after an answer waits behind the invitation shown after a yes.
    prompt: payoff ? null : prompt,
    closePrompt,
    storeLinks: prompts.storeLinks,
    payoff,
    closeInvitation: () => setPostRsvpState(eventId, { payoff: null }),
    lastAnswer,
    recorded,
    forgetGuest,
    verifyAccount: detours.verifyAccount,
  };
}

export type RsvpFlow = ReturnType<typeof useRsvpFlow>;
