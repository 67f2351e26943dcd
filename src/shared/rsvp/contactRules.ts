import { MSG } from '../common/copy';
import type { CommunicationPreference } from '../events/schema';
import { RSVP_MESSAGES } from './copy';

// Which contact details a guest answering without an account or invitation must give (spec section 5: "Phone
// required when preference is phone or both; e-mail when e-mail or both"), by the event's communication
// preference (section 3). With GUEST_CHOOSES (the spec's value 3) the guest picks e-mail, phone or both: that
// pick is their notification preference (`np`).

export type NotificationPreference = 'email' | 'phone' | 'both';

export type ContactNeeds = { email: boolean; phone: boolean };

/**
 * The contact details required. For GUEST_CHOOSES the guest's pick decides; without a pick (an older client or
 * a link) neither is required on its own, and `contactProblem` still asks for one of the two.
 */
export function contactNeeds(
  preference: CommunicationPreference,
  pick?: NotificationPreference | null,
): ContactNeeds {
  const channel =
    preference === 'GUEST_CHOOSES'
      ? pick
      : ({ EMAIL: 'email', PHONE: 'phone', BOTH: 'both' } as const)[preference];
  return {
    email: channel === 'email' || channel === 'both',
    phone: channel === 'phone' || channel === 'both',
  };
}

/** Whether the guest picks their own channel (the RSVP modal then shows the choice). */
export const guestChooses = (preference: CommunicationPreference) => preference === 'GUEST_CHOOSES';

/**
 * The first problem with the contact an anonymous guest gave, in the spec's words, or null: a required e-mail
 * ('Please enter a valid email address.'), a required phone ('Please enter a valid phone number.'), and always
 * at least one of the two.
 */
export function contactProblem(
  preference: CommunicationPreference,
  given: {
    email?: string | null;
    phone?: string | null;
    notificationPreference?: NotificationPreference | null;
  },
): string | null {
  const needs = contactNeeds(preference, given.notificationPreference);
  if (needs.email && !given.email) return MSG.invalidEmail;
  if (needs.phone && !given.phone) return MSG.invalidPhone;
  if (!given.email && !given.phone) return RSVP_MESSAGES.contactRequired;
  return null;
}

/**
 * Said above the fields before the guest submits, when the host's preference asks for more than a guest would
 * expect: both an e-mail and a phone (issue 38, item 7). Null otherwise; the fields' required marks say the rest.
 */
export function contactNote(preference: CommunicationPreference, hostName: string): string | null {
  if (preference !== 'BOTH') return null;
  return `${hostName || 'The host'} asks every guest for both an email address and a phone number.`;
}
