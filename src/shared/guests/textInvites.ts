// Which invitations go out as text messages, and what the host agrees to before the first one (spec section 2,
// manage invites: the 'Text Message Consent' modal).

/** The fields of a guest-list row that decide the channel. */
export type InviteChannelFields = { email: string | null; phone: string | null; connected: boolean };

/**
 * A guest without an e-mail on the list is invited by text: to their phone, or to the phone of the account they
 * joined with (the server picks; the host does not see an account's contacts). Asking for consent for them errs
 * on the side of asking.
 */
export function invitedByText(guest: InviteChannelFields): boolean {
  return !guest.email && (Boolean(guest.phone) || guest.connected);
}

/**
 * The invitations a send may include: all of them once the host agreed to text, else only those that are not
 * texts. `needsConsent` says whether the question must be put first.
 */
export function splitTextInvites<T extends InviteChannelFields>(
  guests: readonly T[],
  consented: boolean,
): { needsConsent: boolean; texts: T[]; others: T[] } {
  const texts = guests.filter(invitedByText);
  const others = guests.filter((g) => !invitedByText(g));
  return { needsConsent: !consented && texts.length > 0, texts, others };
}

/**
 * The host-side wording of the spec's consent text (section 5 words it for the person receiving texts; here the
 * host confirms the guests expect them).
 */
export const TEXT_CONSENT_COPY = {
  title: 'Text Message Consent',
  body: (n: number) =>
    `${n === 1 ? '1 guest has' : `${n} guests have`} no e-mail address, so Elk will send ${n === 1 ? 'their invitation' : 'their invitations'} by text message.`,
  agreement:
    'By sending, you confirm your guests agreed to get texts from you for invitations, updates and reminders. Message and data rates may apply. To opt-out, they reply STOP.',
  agree: 'Agree and send',
  decline: 'Send e-mails only',
} as const;
