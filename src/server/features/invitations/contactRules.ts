// The one contact rule (pure part): which address and channel reach a guest, for invitations, blasts,
// reminders and notices alike. inviteContact.ts gathers the facts from the database and applies this.

export type Route = { channel: 'email' | 'sms'; to: string };

export type ContactFacts = {
  /** The guest's own e-mail on the list, else their account's verified one. */
  email: string | null;
  /** The guest's own phone, else their account's verified one. */
  phone: string | null;
  /** The guest said no to texts on this invitation, or an account owning the number opted out or refused. */
  textsRefused: boolean;
  /** When texts are refused: the e-mail of an account that owns the number, if any. */
  phoneOwnerEmail: string | null;
  /** The guest's choice when answering (e-mail, phone or both); null when they never said. */
  preference: 'email' | 'phone' | 'both' | null;
};

export const CONTACT_REASONS = {
  none: 'The guest has no e-mail or phone.',
  textsRefused: 'The guest has only a phone and does not accept text messages.',
  unsubscribed: "The guest unsubscribed from this party's messages.",
  unsubscribedAll: 'The guest asked for no more messages from Elk.',
} as const;

/**
 * Where messages to the guest go, in order of preference. `all`: every channel the guest asked for (a guest
 * who chose both gets an e-mail and a text); otherwise only the first (an invitation goes out once).
 * Without a preference: e-mail when there is one, else a text. A text is never sent to a guest who refused
 * texts; their number's owner's e-mail stands in when there is one.
 */
export function chooseRoutes(
  facts: ContactFacts,
  all: boolean,
): { routes: Route[] } | { routes: []; reason: string } {
  const email: Route | null = facts.email
    ? { channel: 'email', to: facts.email }
    : facts.phone && facts.textsRefused && facts.phoneOwnerEmail
      ? { channel: 'email', to: facts.phoneOwnerEmail }
      : null;
  const sms: Route | null = facts.phone && !facts.textsRefused ? { channel: 'sms', to: facts.phone } : null;
  const ordered = facts.preference === 'phone' ? [sms, email] : [email, sms];
  const available = ordered.filter((route): route is Route => route !== null);
  const wanted = all && facts.preference === 'both' ? available : available.slice(0, 1);
  if (wanted.length > 0) return { routes: wanted };
  const reason = facts.phone && facts.textsRefused ? CONTACT_REASONS.textsRefused : CONTACT_REASONS.none;
  return { routes: [], reason };
}
