import { INVITE_MESSAGES } from '../schemas/invites';
import { isValidEmail, normalizeEmail } from './email';

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
 * Comma- or newline-separated entries, each an address or 'Name <address>'. One invalid entry rejects the
 * whole input (the spec: nothing half-added); repeats are dropped case-insensitively, first one wins.
 */
export function parsePastedGuests(text: string): PastedGuests {
  const parts = text
    .split(/[,\n\r]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length === 0) return { ok: false, error: INVITE_MESSAGES.pastedInvalid };
  const seen = new Set<string>();
  const entries: GuestEntry[] = [];
  for (const part of parts) {
    const entry = parseNameAndEmail(part);
    if (!entry) return { ok: false, error: INVITE_MESSAGES.pastedInvalid };
    if (seen.has(entry.email)) continue;
    seen.add(entry.email);
    entries.push(entry);
  }
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
 * Pasted entries as guests to queue: a bare address has no name, and every guest needs one (the server says
 * 'Please enter a name.'), so the address stands in for it until the host edits the guest.
 */
export function pastedInvitees(entries: readonly GuestEntry[]): GuestEntry[] {
  return entries.map((entry) => ({ name: entry.name || entry.email, email: entry.email }));
}
