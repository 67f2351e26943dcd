import { equalHex, hmacHex } from './crypto';

// Tokens that are their own proof (an unsubscribe link, a calendar feed's address): a few dot-free parts and
// an HMAC of them with the app's code key, under a purpose, so a token made for one use is refused by another
// and nothing secret is stored. What the parts mean is the caller's business.

const MAC_LENGTH = 32;

const macOf = (key: string, purpose: string, text: string) =>
  hmacHex(key, `${purpose}:${text}`).slice(0, MAC_LENGTH);

/** `<part>.<part>….<mac>`; the parts must not hold a dot. */
export function signToken(key: string, purpose: string, parts: readonly string[]): string {
  if (parts.some((part) => part.includes('.'))) throw new Error('A signed token part holds a dot');
  const text = parts.join('.');
  return `${text}.${macOf(key, purpose, text)}`;
}

/** The parts of a token signed with `key` for `purpose`, or null (too long, malformed, forged or another use). */
export function readSignedToken(
  key: string,
  purpose: string,
  token: string,
  maxLength = 200,
): string[] | null {
  if (token.length > maxLength) return null;
  const parts = token.split('.');
  const mac = parts.pop();
  if (!mac || mac.length !== MAC_LENGTH || parts.length === 0) return null;
  return equalHex(mac, macOf(key, purpose, parts.join('.'))) ? parts : null;
}
