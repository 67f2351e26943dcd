import { EDIT_INVITEE_MESSAGES } from './copy';
import type { InviteStatus, RsvpStatus } from '../events/schema';

// The edit-invitee modal (spec section 4): the RSVP shown as Unsent, Sent, Yes or No; the host may pick only
// Yes or No; saving maps back to INVITED, YES or NO, and the guest count is kept only for Yes.

export const EDIT_RSVP_CHOICES = ['Unsent', 'Sent', 'Yes', 'No'] as const;
export type EditRsvpChoice = (typeof EDIT_RSVP_CHOICES)[number];

/** The choices the host may select; Unsent and Sent are shown for the current state only. */
export const SELECTABLE_RSVP_CHOICES: readonly EditRsvpChoice[] = ['Yes', 'No'];

export function rsvpChoiceOf(guest: {
  rsvpStatus: RsvpStatus;
  inviteStatus?: InviteStatus | null;
}): EditRsvpChoice {
  if (guest.rsvpStatus === 'YES') return 'Yes';
  if (guest.rsvpStatus === 'NO') return 'No';
  return guest.inviteStatus == null || guest.inviteStatus === 'PENDING' ? 'Unsent' : 'Sent';
}

export function rsvpStatusOfChoice(choice: EditRsvpChoice): 'INVITED' | 'YES' | 'NO' {
  if (choice === 'Yes') return 'YES';
  if (choice === 'No') return 'NO';
  return 'INVITED';
}

/** Extra guests survive only a Yes. */
export function guestCountForChoice(choice: EditRsvpChoice, count: number): number {
  return choice === 'Yes' ? Math.max(0, Math.trunc(count)) : 0;
}

/** The choices the modal's control offers for a guest: the current state (if Unsent or Sent) plus Yes and No. */
export function rsvpChoicesFor(current: EditRsvpChoice): EditRsvpChoice[] {
  return current === 'Unsent' || current === 'Sent' ? [current, 'Yes', 'No'] : ['Yes', 'No'];
}

/**
 * What the modal shows under the name (spec section 5): a guest with an account reads 'Connected through the
 * product' and cannot be edited there, whatever address is on the row; a phone-only guest shows the phone;
 * anyone else an editable e-mail.
 */
export function inviteeContactField(guest: {
  userId?: string | null;
  email?: string | null;
  phone?: string | null;
}): 'connected' | 'phone' | 'email' {
  if (guest.userId) return 'connected';
  if (guest.phone && !guest.email) return 'phone';
  return 'email';
}

export type EditInviteeValues = { name: string; email: string };

/**
 * The modal's field checks: a non-blank name; an e-mail unless the guest has an account and no e-mail shown
 * (then it reads 'Connected through the product'); a changed e-mail must not be on the list already.
 */
export function editInviteeErrors(
  values: EditInviteeValues,
  context: { emailShown: boolean; originalEmail: string | null; invitedEmails: ReadonlySet<string> },
  isValidEmail: (email: string) => boolean,
): Partial<Record<keyof EditInviteeValues, string>> {
  const errors: Partial<Record<keyof EditInviteeValues, string>> = {};
  if (!values.name.trim() || values.name.trim().length > 128) errors.name = EDIT_INVITEE_MESSAGES.name;
  if (context.emailShown) {
    const email = values.email.trim().toLowerCase();
    if (!isValidEmail(email)) errors.email = EDIT_INVITEE_MESSAGES.email;
    else if (email !== (context.originalEmail ?? '').toLowerCase() && context.invitedEmails.has(email)) {
      errors.email = EDIT_INVITEE_MESSAGES.duplicate;
    }
  }
  return errors;
}
