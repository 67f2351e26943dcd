import { GUEST_EXTRAS_MAX, RSVP_MESSAGE_MAX } from '../constants';
import { collapseBlankLines } from '../common/text';
import type { RsvpStatus, WaitlistStatus } from '../events/schema';
import { appPromptDue } from '../accounts/appPrompt';
import type { AppStoreLinks } from '../accounts/schema';

// The RSVP state machine of spec section 4: invited → seen when the invitation is opened → yes or no, and back.

export type RsvpState = {
  role: 'ORGANIZER' | 'ATTENDEE' | null;
  rsvpStatus: RsvpStatus;
  additionalGuestCount: number;
  rsvpMessage: string | null;
  waitlistStatus: WaitlistStatus | null;
};

export type RsvpAnswer = {
  rsvpStatus: 'YES' | 'NO';
  additionalGuestCount?: number;
  rsvpMessage?: string | null;
};

/** Extra guests stay within 0 to 9 whatever a caller sends. */
export function clampGuestCount(count: number | undefined): number {
  if (!Number.isFinite(count)) return 0;
  return Math.min(GUEST_EXTRAS_MAX, Math.max(0, Math.trunc(count ?? 0)));
}

/** Opening the invitation marks an invited guest as having seen it; any later status stays. */
export function markSeen(status: RsvpStatus): RsvpStatus {
  return status === 'INVITED' ? 'SEEN' : status;
}

/**
 * Spec section 5: "an empty RSVP message is sent as a placeholder". The placeholder is 'm', the value the spec
 * gives an RSVP link's `em` for an empty message (spec section 2), so the modal's call and the link say "no
 * message" the same way. The server reads it as no message: a host never sees it as text.
 */
export const EMPTY_RSVP_MESSAGE = 'm';

/** The message to host as the client sends it: the guest's text, or the placeholder when there is none. */
export const rsvpMessageToSend = (text: string): string => text.trim() || EMPTY_RSVP_MESSAGE;

/**
 * The message to host as the server keeps it: trimmed, runs of blank lines collapsed to one (spec section 5),
 * and '' for the placeholder or blank text (no message).
 */
export function receivedRsvpMessage(text: string): string {
  const trimmed = text.trim();
  return trimmed === EMPTY_RSVP_MESSAGE ? '' : collapseBlankLines(trimmed);
}

/**
 * The state after an answer. The organizer's yes is never overwritten; no sets the extra guests to 0 and clears
 * the message; with a waitlist a guest's first yes asks to join the list (PENDING_APPROVAL) and a decision
 * already made by the host (approved or denied) stands. On a yes, an extra-guest count or message left out
 * (undefined) keeps what a previous yes said; an empty message clears it.
 */
export function applyRsvp(current: RsvpState, answer: RsvpAnswer, hasWaitlist: boolean): RsvpState {
  if (current.role === 'ORGANIZER') return { ...current, rsvpStatus: 'YES' };
  if (answer.rsvpStatus === 'NO') {
    return { ...current, rsvpStatus: 'NO', additionalGuestCount: 0, rsvpMessage: null };
  }
  const wasYes = current.rsvpStatus === 'YES';
  const message =
    answer.rsvpMessage === undefined
      ? wasYes
        ? current.rsvpMessage
        : null
      : receivedRsvpMessage(answer.rsvpMessage ?? '').slice(0, RSVP_MESSAGE_MAX) || null;
  const extras =
    answer.additionalGuestCount === undefined
      ? wasYes
        ? current.additionalGuestCount
        : 0
      : clampGuestCount(answer.additionalGuestCount);
  return {
    ...current,
    rsvpStatus: 'YES',
    additionalGuestCount: extras,
    rsvpMessage: message,
    waitlistStatus: asksToJoin(current, hasWaitlist) ? 'PENDING_APPROVAL' : current.waitlistStatus,
  };
}

/**
 * Whether a yes asks to join the list (issue 38): only a guest who came by the public link (no role: the hosts
 * did not invite them), whom the host has not decided on, and who is not going already. A yes given before
 * the host turned the waitlist on stands; saying it again (the consent step re-sends it) changes nothing.
 */
function asksToJoin(current: RsvpState, hasWaitlist: boolean): boolean {
  return (
    usesWaitlist(hasWaitlist, current.role) && current.waitlistStatus === null && current.rsvpStatus !== 'YES'
  );
}

type WaitlistedGuest = Pick<RsvpState, 'role' | 'rsvpStatus' | 'waitlistStatus'>;

/**
 * What holds a guest back from the party, or null: a denial always (a decision sticks when the host turns
 * the waitlist off, issue 38), a request waiting for approval while the event has a waitlist (turning it off
 * lets those in). Never the organizer. The one rule for statuses, lists and counts.
 */
export function waitlistHold(
  guest: { role?: RsvpState['role']; waitlistStatus?: WaitlistStatus | null },
  hasWaitlist: boolean,
): 'PENDING_APPROVAL' | 'DENIED' | null {
  if (guest.role === 'ORGANIZER') return null;
  if (guest.waitlistStatus === 'DENIED') return 'DENIED';
  return hasWaitlist && guest.waitlistStatus === 'PENDING_APPROVAL' ? 'PENDING_APPROVAL' : null;
}

/**
 * Whether a guest is kept from what visitors do not see (the place, the calendar file; issue 38): while held
 * back, and with a waitlist a public-link guest the host has not let in yet (not asked, or said no). Guests
 * the hosts invited, and a yes given before the waitlist was turned on, are in.
 */
export function waitsForHost(guest: WaitlistedGuest, hasWaitlist: boolean): boolean {
  if (waitlistHold(guest, hasWaitlist)) return true;
  if (!usesWaitlist(hasWaitlist, guest.role)) return false;
  return guest.waitlistStatus !== 'APPROVED' && guest.rsvpStatus !== 'YES';
}

/** What the page shows after an answer is recorded: the going payoff, the request's acknowledgement, or nothing. */
export type AnswerPayoff = 'going' | 'askedToJoin' | null;

/**
 * Confetti and "You're going!" only for a yes that makes the guest going (issue 38: asking to join is not
 * going). A yes the waitlist holds for the host is told it was asked; a denied yes and a no get nothing.
 * `hold` is waitlistHold of the guest as the answer left them.
 */
export function answerPayoff(status: 'YES' | 'NO', hold: ReturnType<typeof waitlistHold>): AnswerPayoff {
  if (status !== 'YES') return null;
  if (hold === 'PENDING_APPROVAL') return 'askedToJoin';
  return hold ? null : 'going';
}

/** Whether an answer changes nothing (the spec's isNonUpdate: e.g. a repeated click on an e-mail link). */
export function isNonUpdate(before: RsvpState, after: RsvpState): boolean {
  return (
    before.rsvpStatus === after.rsvpStatus &&
    before.additionalGuestCount === after.additionalGuestCount &&
    before.rsvpMessage === after.rsvpMessage &&
    before.waitlistStatus === after.waitlistStatus
  );
}

/** The guest-count control shows the whole party: the guest plus their extras (spec: count plus 1). */
export function partySizeLabel(additionalGuestCount: number): string {
  return String(clampGuestCount(additionalGuestCount) + 1);
}

/** Action links: r=yes → YES, r=no → NO, anything else only marks the invitation seen. */
export function statusFromActionLink(r: string | null | undefined): 'YES' | 'NO' | 'SEEN' {
  const value = r?.trim().toLowerCase();
  if (value === 'yes') return 'YES';
  if (value === 'no') return 'NO';
  return 'SEEN';
}

/** The guest's own status line on the event page (spec section 2), or null while they have not answered. */
export function rsvpStatusLine(
  state: Pick<RsvpState, 'rsvpStatus' | 'waitlistStatus'> & { role?: RsvpState['role'] },
  hasWaitlist: boolean,
) {
  if (state.rsvpStatus === 'YES') {
    const hold = waitlistHold(state, hasWaitlist);
    if (hold === 'PENDING_APPROVAL') return 'You have requested to join the list for the party';
    if (hold === 'DENIED') return "You're not on the list, we'll let you know if this changes";
  }
  if (state.rsvpStatus === 'YES') return "You RSVP'ed that you're going (change)";
  if (state.rsvpStatus === 'NO') return "You RSVP'ed that you cannot attend (change)";
  return null;
}

/**
 * Whether the spec's waitlist applies: the event has one and the guest came by the public link (a visitor, or
 * a row without a role). Approval gates the public link only (issue 38): guests the hosts invited (ATTENDEE)
 * and the organizer answer as without one.
 */
export function usesWaitlist(hasWaitlist: boolean, role: RsvpState['role'] | undefined): boolean {
  return hasWaitlist && !role;
}

/**
 * The accept modal's title (spec: 'Join waitlist' when the event has a waitlist, else 'Accept invitation'),
 * for this guest: an invited guest is not asked to join a waitlist.
 */
export function acceptTitle(hasWaitlist: boolean, role: RsvpState['role'] | undefined = null): string {
  return usesWaitlist(hasWaitlist, role) ? 'Join waitlist' : 'Accept invitation';
}

export type PostRsvpPrompt = 'completeProfile' | 'textPermission' | 'appDownload' | null;

/**
 * What to ask after an RSVP, one prompt at a time: the complete-your-profile modal ('RSVP received') when the
 * merge nudge is due (a signed-in guest with a phone and no e-mail, not snoozed), else permission to text
 * (once, only to someone with a phone who has not answered it), else the app-download prompt unless they said
 * they already have the app, it was shown this visit, or no store page is configured.
 */
export function postRsvpPrompt(state: {
  nudgeToAddEmail?: boolean;
  hasPhone: boolean;
  textPermissionAsked: boolean;
  hasApp: boolean;
  appPromptShownThisVisit: boolean;
  storeLinks: AppStoreLinks | null | undefined;
}): PostRsvpPrompt {
  if (state.nudgeToAddEmail) return 'completeProfile';
  if (state.hasPhone && !state.textPermissionAsked) return 'textPermission';
  const appDue = appPromptDue({
    links: state.storeLinks,
    hasApp: state.hasApp,
    shownThisVisit: state.appPromptShownThisVisit,
  });
  if (appDue) return 'appDownload';
  return null;
}
