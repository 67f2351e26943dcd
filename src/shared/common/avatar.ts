import { AVATAR_COLORS } from '../constants';
import { containsAddress } from './email';

/** Words that join two names ("Ann and Bob") and so never give an initial, in several languages. */
const CONJUNCTIONS = new Set([
  'and',
  '&',
  '+',
  'y',
  'e',
  'et',
  'und',
  'en',
  'och',
  'og',
  'i',
  'и',
  'と',
  '和',
]);

/** Which of the 8 avatar colours a person gets: sum of character codes modulo 8. */
export function avatarColorIndex(key: string): number {
  let sum = 0;
  for (const char of key) sum += char.codePointAt(0) ?? 0;
  return sum % AVATAR_COLORS.length;
}

export function avatarColor(key: string): string {
  return AVATAR_COLORS[avatarColorIndex(key)]!;
}

/** The words of a name that count for initials: conjunctions are skipped. */
export function nameParts(name: string): string[] {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0 && !CONJUNCTIONS.has(word.toLowerCase()));
}

/**
 * Up to two initials: first and last counted word ("Ann and Bob Lee" → "AL"). None from an e-mail address
 * (a guest added by address alone is named by it), nor from a name without a letter (a guest imported by
 * phone alone is named '(415) 555-0123'): the avatar then shows the default icon instead.
 */
export function initials(name: string): string {
  if (containsAddress(name) || !/\p{L}/u.test(name)) return '';
  const parts = nameParts(name);
  if (parts.length === 0) return '';
  const first = [...parts[0]!][0] ?? '';
  const last = parts.length > 1 ? ([...parts[parts.length - 1]!][0] ?? '') : '';
  return (first + last).toUpperCase();
}
