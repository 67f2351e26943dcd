import { INVITE_MESSAGES } from '../schemas/invites';
import { isValidEmail, normalizeEmail } from './email';

export type GuestEntry = { name: string; email: string };

/**
 * Reads 'Ann Lee <ann@x.com>' into name and e-mail; a bare address gives an empty name.
 * Returns null when there is no valid address in it.
 */
export function parseNameAndEmail(text: string): GuestEntry | null {
  const trimmed = text.trim();
  const bracketed = /^(.*?)\s*<([^<>]*)>\s*$/.exec(trimmed);
  const name = bracketed
    ? bracketed[1]!
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim()
    : '';
  const address = bracketed ? bracketed[2]!.trim() : trimmed;
  if (!isValidEmail(address)) return null;
  return { name, email: normalizeEmail(address) };
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
