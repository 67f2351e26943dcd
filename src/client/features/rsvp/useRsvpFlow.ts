import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { loginUrlFor } from '../../../shared/auth/loginRedirect';
import { shouldNudgeToAddEmail, textPermissionSettled } from '../../../shared/accounts/mergeNudge';
import { answerPayoff, postRsvpPrompt, waitlistHold } from '../../../shared/rsvp/rules';
import type { RsvpModalKind } from '../../../shared/rsvp/panelRules';
import type { RsvpDraft } from '../../../shared/rsvp/rsvpForm';
import { type EventPageQuery, rsvpLinkSearch } from '../../../shared/rsvp/rsvpLink';
import { type UpdateAttendanceInput } from '../../../shared/rsvp/schema';
import { type EventPage } from '../../../shared/events/eventPageSchema';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import { MSG } from '../../../shared/common/copy';
import { errorMessage } from '../../app/lib/errors';
import { clearGuestAccess, type GuestAccess, saveGuestAccess } from './guestAccess';
import { log } from '../../app/lib/log';
import { notify } from '../../app/lib/notify';
import { useSession } from '../../app/lib/session';
import { useTRPC } from '../../app/lib/trpc';
import {
  appPromptShownThisVisit,
  hasAppSaid,
  rememberAppPromptShown,
  textPermissionAskedBefore,
  useAppStoreLinks,
  useProfileQuery,
} from '../accounts';
import { celebrate } from './celebrate';
import { loadAnswering, prefetchYouAreGoing } from './onDemand';
import { useRsvpInvalidation } from './queries';
import { setPostRsvpState, usePostRsvpState } from './postRsvpStore';
import { savePendingRsvp } from './rsvpStorage';

type RsvpFlowOptions = {
  page: EventPage;
  eventId: string;
  access: GuestAccess;
  query: EventPageQuery;
  onAccessChange: (access: GuestAccess) => void;
};

/**
 * The guest's RSVP on the event page: who is answering (signed in, by token, or anonymous), the draft the modals
 * edit, the updateAttendance call and everything after it (saving the token, the login the server may ask for,
 * a refetch of the page, confetti, and the one prompt due afterwards).
 */
export function useRsvpFlow({ page, eventId, access, query, onAccessChange }: RsvpFlowOptions) {
  const trpc = useTRPC();
  const { afterAnswer } = useRsvpInvalidation();
  const navigate = useNavigate();
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
  const profile = useProfileQuery({ enabled: signedIn });
  const [modal, setModal] = useState<RsvpModalKind | null>(null);
  /** The modal asked for while its code is on its way. */
  const [opening, setOpening] = useState<RsvpModalKind | null>(null);
  // Made when a modal first opens (the code that makes it comes with the modals); null until then.
  const [draft, setDraft] = useState<RsvpDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { prompt, lastAnswer, recorded, hadPhone, payoff } = usePostRsvpState(eventId);
  // The app-download prompt needs a store page to offer (site settings; none configured, no prompt). Asked for
  // once the guest starts answering, which is the only time it can be due.
  const storeLinks = useAppStoreLinks({ enabled: draft !== null || prompt !== null });
  const update = useMutation(trpc.rsvp.updateAttendance.mutationOptions());

  const open = (kind: RsvpModalKind) => {
    setError(null);
    setOpening(kind);
    loadAnswering().then(
      ({ initialRsvpDraft }) => {
        // A draft the guest has typed into stays; otherwise start from what is on record now.
        if (!dirty) setDraft(initialRsvpDraft(invitee, query, session?.name));
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

  /**
   * The prompt due after an answer, skipping those already shown. Signed in, the account decides (spec
   * section 4): its phone, its text permission and whether it was ever asked, and the merge nudge ('RSVP
   * received'); a guest without an account is asked about the phone they answered with, once per device.
   */
  const nextPrompt = (answeredWithPhone: boolean, shown: { profile?: boolean; text?: boolean } = {}) => {
    const account = signedIn ? (profile.data?.elkUser ?? null) : null;
    const due = postRsvpPrompt({
      nudgeToAddEmail: !shown.profile && shouldNudgeToAddEmail(account, Date.now()),
      hasPhone: signedIn ? (account?.phones.length ?? 0) > 0 : answeredWithPhone,
      textPermissionAsked:
        Boolean(shown.text) ||
        (signedIn ? !account || textPermissionSettled(account) : textPermissionAskedBefore()),
      hasApp: hasAppSaid(),
      appPromptShownThisVisit: appPromptShownThisVisit(),
      storeLinks: storeLinks.data,
    });
    if (due === 'appDownload') rememberAppPromptShown();
    return due;
  };

  /** The server knows this contact: sign in as them, then /event/updateuser/action records this answer. */
  const loginThenAnswer = (answer: UpdateAttendanceInput) => {
    savePendingRsvp(eventId, { invitee: answer.invitee });
    const search = rsvpLinkSearch({
      r: answer.invitee.rsvpStatus.toLowerCase(),
      inviteeUuid: answer.invitee.inviteeId,
      eventTitle: event.title || undefined,
      name: answer.invitee.name,
      email: typeof answer.invitee.email === 'string' ? answer.invitee.email : undefined,
      message: answer.invitee.rsvpMessage,
      guestCount: answer.invitee.additionalGuestCount,
      // The channel the guest picked (np) survives the sign-in detour.
      notificationPreference: answer.invitee.notificationPreference ?? undefined,
    });
    setModal(null);
    navigate(loginUrlFor({ path: `/event/updateuser/action/${eventId}`, search }), {
      state: {
        eventId,
        eventTitle: event.title.trim() || UNTITLED_PARTY,
        page: answer.invitee.phone ? 'phone' : 'email',
      },
    });
  };

  const submit = async (status: 'YES' | 'NO') => {
    if (!draft) return;
    const { attendancePayload } = await loadAnswering();
    const answer = attendancePayload({
      eventId,
      draft,
      status,
      credentials: { inviteeId, token },
      askedContact: askContact,
      openInvite: event.openInvite,
      questions: event.questions,
      photoUploadMode: query.photoUploadMode,
      communicationPreference: event.communicationPreference,
    });
    setError(null);
    if (status === 'YES') prefetchYouAreGoing();
    let result;
    try {
      result = await update.mutateAsync(answer);
    } catch (cause) {
      log.warn('RSVP failed', cause);
      setError(errorMessage(cause, RSVP_MESSAGES.failed));
      return;
    }
    if (result.shouldPromptLogin) {
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
    setModal(null);
    setDirty(false);
    if (shownPayoff === 'going') celebrate();
    await afterAnswer();
  };

  /** 'Not {name}? Clear and update details': this browser forgets the invitation it was acting for. */
  const forgetGuest = () => {
    clearGuestAccess(eventId);
    // The next modal starts from what is on record then, not from what this guest typed.
    setDraft(null);
    setDirty(false);
    // The page takes the link's iu and token out of the address too.
    onAccessChange({});
  };

  /** 'Verify my account': sign in, then come back to this invitation (its link claims it for the account). */
  const verifyAccount = () => {
    const params = new URLSearchParams();
    if (inviteeId) params.set('iu', inviteeId);
    if (token) params.set('token', token);
    const search = params.size ? `?${params}` : '';
    navigate(loginUrlFor({ path: `/event/${eventId}`, search }), {
      state: {
        eventId,
        eventTitle: event.title.trim() || UNTITLED_PARTY,
        page: invitee?.phone && !invitee.email ? 'phone' : 'email',
      },
    });
  };

  const closePrompt = () => {
    // One prompt at a time: after the profile nudge or the text question, the next one may still be due.
    const next =
      prompt === 'completeProfile' || prompt === 'textPermission'
        ? nextPrompt(hadPhone, { profile: true, text: prompt === 'textPermission' })
        : null;
    setPostRsvpState(eventId, { prompt: next });
  };

  return {
    signedIn,
    invitee,
    token,
    askContact,
    askName,
    modal,
    opening,
    open,
    /** Starts fetching the modals' code (as the pointer or focus reaches an answer button). */
    prepare: () => void loadAnswering().catch(() => undefined),
    close: () => setModal(null),
    draft,
    changeDraft,
    submit: (status: 'YES' | 'NO') => void submit(status),
    busy: update.isPending,
    error,
    // The prompt due after an answer waits behind the invitation shown after a yes.
    prompt: payoff ? null : prompt,
    closePrompt,
    storeLinks: storeLinks.data ?? null,
    payoff,
    closeInvitation: () => setPostRsvpState(eventId, { payoff: null }),
    lastAnswer,
    recorded,
    forgetGuest,
    verifyAccount,
  };
}
