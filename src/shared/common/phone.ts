import { AsYouType, type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { PHONE_MAX_DIGITS } from '../constants';
import { isValidEmail, normalizeEmail } from './email';

// Phone numbers (spec section 5): typed in any common way, read as US unless they start with '+', stored in
// E.164, shown in national format for US numbers. Pure, so the server and the client agree on every number.

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/** Everything a person may type in a phone field: digits, space, parentheses, plus and dash. */
const NOT_PHONE_CHARACTERS = /[^\d\s()+-]/g;
/** A prefilled phone (from storage or a link) is trusted only as +1 and 10 digits. */
const PREFILLED_US_PHONE = /^\+1\d{10}$/;

type ReadPhone = { ok: true; e164: string; display: string };
type PhoneProblem = { ok: false; problem: 'empty' | 'too_long' | 'invalid' };
export type ParsedPhone = ReadPhone | PhoneProblem;

/** Drops characters that never belong in a phone number (letters, dots, slashes...). */
export function sanitizePhoneInput(raw: string): string {
  return raw.replace(NOT_PHONE_CHARACTERS, '');
}

export function phoneDigitCount(raw: string): number {
  return raw.replace(/\D/g, '').length;
}

/** Reads a typed number: E.164 plus a display value, or why it is not a number we can text. */
export function parsePhone(raw: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): ParsedPhone {
  const cleaned = sanitizePhoneInput(raw).trim();
  const digits = phoneDigitCount(cleaned);
  if (digits === 0) return { ok: false, problem: 'empty' };
  if (digits > PHONE_MAX_DIGITS) return { ok: false, problem: 'too_long' };
  const parsed = parsePhoneNumberFromString(cleaned, country);
  if (!parsed?.isValid()) return { ok: false, problem: 'invalid' };
  return { ok: true, e164: parsed.number, display: formatPhoneForDisplay(parsed.number) };
}

/** A stored E.164 number as people read it: '(415) 555-0123' at home, '+44 20 7946 0958' abroad. */
export function formatPhoneForDisplay(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === DEFAULT_PHONE_COUNTRY ? parsed.formatNational() : parsed.formatInternational();
}

/** The value of a phone field while typing: unwanted characters dropped, formatted as the number grows. */
export function formatPhoneInput(raw: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  const cleaned = sanitizePhoneInput(raw);
  if (phoneDigitCount(cleaned) > PHONE_MAX_DIGITS) return cleaned;
  // AsYouType would swallow a trailing ')' or '-' the person is still typing around; formatting only digits
  // (and a leading '+') keeps backspace working naturally.
  // A bare area code stays as typed: '(415)' would put back the ')' that backspace just removed.
  const typed = cleaned.replace(/[^\d+]/g, '');
  if (!typed.startsWith('+') && typed.length <= 3) return typed;
  return new AsYouType(country).input(typed);
}

export function isPrefilledUsPhone(value: string): boolean {
  return PREFILLED_US_PHONE.test(value);
}

/** A phone or e-mail typed into one field (the merge modal): which it is, normalised. */
export type Pii = { channel: 'email'; address: string } | { channel: 'phone'; address: string };

export function parsePii(raw: string): Pii | null {
  const value = raw.trim();
  if (value.includes('@'))
    return isValidEmail(value) ? { channel: 'email', address: normalizeEmail(value) } : null;
  const phone = parsePhone(value);
  return phone.ok ? { channel: 'phone', address: phone.e164 } : null;
}
