import { EMAIL_MAX } from '../constants';

// local@domain with a top-level part of 2 to 32 letters (spec section 5).
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,32}$/;

/** Control characters (NUL above all, which PostgreSQL cannot store) are no part of an address. */
const CONTROL_CHARACTER = /\p{Cc}/u;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return (
    email.length > 0 &&
    email.length <= EMAIL_MAX &&
    EMAIL_PATTERN.test(email) &&
    !CONTROL_CHARACTER.test(email)
  );
}

/**
 * Whether some text holds an e-mail address or a piece of one. A guest added by address alone is stored under
 * that address as their name, and only hosts may see addresses; an '@' is enough, real names carry none.
 */
export function containsAddress(text: string): boolean {
  return text.includes('@');
}

/** E-mail addresses are compared and stored lower-case and trimmed. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The address of a mailbox as a From setting names it (`Elk <no-reply@elk.example>`, or the bare address);
 * null when it holds no valid one.
 */
export function mailboxAddress(mailbox: string): string | null {
  const text = mailbox.trim();
  const angled = /<([^<>]*)>$/.exec(text);
  const address = (angled ? (angled[1] ?? '') : text).trim();
  return isValidEmail(address) ? address : null;
}
