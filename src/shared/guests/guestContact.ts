import { INVITE_MESSAGES } from './copy';
import { MSG } from '../common/copy';
import { isValidEmail, normalizeEmail } from '../common/email';
import { parsePhone } from '../common/phone';
import { isStorableText } from '../common/text';
import { NAME_MAX } from '../constants';

// The one rule for a guest typed in bulk (a pasted entry or a CSV row, issue 38): a name is optional and an
// e-mail or a phone is enough, so a file of bare addresses imports the way the same addresses paste.

/** What a pasted entry or a CSV row gives: any of the three, as typed. */
export type ContactInput = { name?: string | null; email?: string | null; phone?: string | null };

/** A guest ready to queue: the name is never empty (the address stands in until the host edits the guest). */
export type ContactGuest = { name: string; email: string | null; phone: string | null };

export type ContactReading = { ok: true; guest: ContactGuest } | { ok: false; reason: string };

/**
 * Reads one bulk-added guest. Every field given must be valid (a bad phone beside a good e-mail is reported,
 * not dropped); at least an e-mail or a phone is needed. A guest without a name is named by their e-mail,
 * else their phone as people read it.
 */
export function readContactGuest(input: ContactInput): ContactReading {
  const name = input.name?.trim() ?? '';
  const rawEmail = input.email?.trim() ?? '';
  const rawPhone = input.phone?.trim() ?? '';
  if (![name, rawEmail, rawPhone].every(isStorableText))
    return { ok: false, reason: MSG.unsupportedCharacters };
  if (name.length > NAME_MAX) return { ok: false, reason: INVITE_MESSAGES.enterName };
  if (rawEmail && !isValidEmail(rawEmail)) return { ok: false, reason: INVITE_MESSAGES.enterValidEmail };
  const phone = rawPhone ? parsePhone(rawPhone) : null;
  if (phone && !phone.ok) return { ok: false, reason: MSG.invalidPhone };
  if (!rawEmail && !phone) return { ok: false, reason: INVITE_MESSAGES.contactMissing };
  const email = rawEmail ? normalizeEmail(rawEmail) : null;
  const e164 = phone?.ok ? phone.e164 : null;
  const display = phone?.ok ? phone.display : '';
  return { ok: true, guest: { name: name || email || display, email, phone: e164 } };
}

/** What makes two bulk-added guests the same person: the e-mail, else the phone. */
export function contactKey(guest: ContactGuest): string {
  return guest.email ?? guest.phone ?? guest.name;
}
