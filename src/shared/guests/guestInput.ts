import { INVITE_MESSAGES } from './copy';
import { isValidEmail, normalizeEmail } from '../common/email';
import { readContactGuest } from './guestContact';

export type GuestEntry = { name: string; email: string };

/** 'Ann Lee <ann@x.com>' split into the name (quotes around it dropped) and what is inside the brackets. */
function splitBracketed(text: string): { name: string; address: string } | null {
  const bracketed = /^(.*?)\s*<([^<>]*)>\s*$/.exec(text);
  if (!bracketed) return null;
  const name = bracketed[1]!
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  return { name, address: bracketed[2]!.trim() };
}

/**
 * Reads 'Ann Lee <ann@x.com>' into name and e-mail; a bare address gives an empty name.
 * Returns null when there is no valid address in it.
 */
export function parseNameAndEmail(text: string): GuestEntry | null {
  const trimmed = text.trim();
  const bracketed = splitBracketed(trimmed);
  const address = bracketed ? bracketed.address : trimmed;
  if (!isValidEmail(address)) return null;
  return { name: bracketed?.name ?? '', email: normalizeEmail(address) };
}

/** The add-guest search read into the manual name and e-mail fields (not yet validated). */
export type TypedGuest = { name: string; email: string; emailFirst: boolean };

/**
 * What the host typed into the add-guest search: 'Name <address>' fills both fields, text with an '@' is an
 * e-mail (so the e-mail field comes first), anything else a name. Validation happens when the guest is added.
 */
export function readTypedGuest(text: string): TypedGuest {
  const trimmed = text.trim();
  const bracketed = splitBracketed(trimmed);
  if (bracketed) return { name: bracketed.name, email: bracketed.address, emailFirst: false };
  if (trimmed.includes('@')) return { name: '', email: trimmed, emailFirst: true };
  return { name: trimmed, email: '', emailFirst: false };
}

export type PastedGuests = { ok: true; entries: GuestEntry[] } | { ok: false; error: string };

/**
 * A pasted list read entry by entry: the good ones to add, the bad ones, as typed, to name back, and how many
 * good ones repeated an earlier entry (dropped, but counted so the host is told).
 */
export type PastedList = { entries: GuestEntry[]; invalid: string[]; repeated: number };

/**
 * Splits pasted text on commas, semicolons (Outlook joins addresses with '; ') and line breaks, but not
 * inside double quotes or angle brackets, so '"Lee, Ann" <ann@x.com>; bo@x.com' is two entries.
 */
export function splitPastedEntries(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let inQuotes = false;
  let inBrackets = false;
  for (const char of text) {
    if (char === '"' && !inBrackets) inQuotes = !inQuotes;
    else if (char === '<' && !inQuotes) inBrackets = true;
    else if (char === '>' && !inQuotes) inBrackets = false;
    const separates =
      char === '\n' || char === '\r' || ((char === ',' || char === ';') && !inQuotes && !inBrackets);
    if (separates) {
      parts.push(current);
      current = '';
      // A line break ends an unclosed quote or bracket, so one typo never swallows the rest of the list.
      if (char === '\n' || char === '\r') inQuotes = inBrackets = false;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/**
 * Each entry an address or 'Name <address>'. Good entries are kept (repeats dropped case-insensitively, the
 * first one wins) and bad ones are returned as typed, so the host can add the rest and fix those.
 */
export function parsePastedList(text: string): PastedList {
  const seen = new Set<string>();
  const entries: GuestEntry[] = [];
  const invalid: string[] = [];
  let repeated = 0;
  for (const part of splitPastedEntries(text)) {
    const entry = parseNameAndEmail(part);
    // The same rule as a CSV row (guestContact.ts): a name too long or unstorable makes the entry bad too.
    if (!entry || !readContactGuest(entry).ok) {
      if (!invalid.includes(part)) invalid.push(part);
      continue;
    }
    if (seen.has(entry.email)) {
      repeated += 1;
      continue;
    }
    seen.add(entry.email);
    entries.push(entry);
  }
  return { entries, invalid, repeated };
}

/** The message naming the entries that are not addresses: 'Please enter valid email addresses: x, y' */
export function invalidEntriesMessage(invalid: readonly string[]): string {
  const base = INVITE_MESSAGES.pastedInvalid;
  return invalid.length === 0 ? base : `${base.replace(/\.$/, '')}: ${invalid.join(', ')}`;
}

/**
 * The good entries of a pasted list; 'Please enter valid email addresses.' (naming the bad ones) only when
 * there is no good entry at all. Callers that must also report the bad entries use parsePastedList.
 */
export function parsePastedGuests(text: string): PastedGuests {
  const { entries, invalid } = parsePastedList(text);
  if (entries.length === 0) return { ok: false, error: invalidEntriesMessage(invalid) };
  return { ok: true, entries };
}

/** Drops entries whose e-mail is already a guest; 'No new invites found in pasted text.' when none remain. */
export function dropExistingGuests(
  entries: GuestEntry[],
  existingEmails: Iterable<string | null | undefined>,
): PastedGuests {
  const existing = new Set<string>();
  for (const email of existingEmails) if (email) existing.add(normalizeEmail(email));
  const fresh = entries.filter((entry) => !existing.has(normalizeEmail(entry.email)));
  if (fresh.length === 0) return { ok: false, error: INVITE_MESSAGES.pastedNoneNew };
  return { ok: true, entries: fresh };
}

/**
 * Pasted entries as guests to queue, named by the rule a CSV row follows (readContactGuest): a bare address
 * has no name, and every guest needs one, so the address stands in for it until the host edits the guest.
 */
export function pastedInvitees(entries: readonly GuestEntry[]): GuestEntry[] {
  return entries.flatMap((entry) => {
    const reading = readContactGuest(entry);
    return reading.ok ? [{ name: reading.guest.name, email: entry.email }] : [];
  });
}
