// What the host typed into the add-guest search, read into the manual fields: 'Name <address>' fills both,
// something with an '@' is an e-mail (asked first), anything else a name.

export type TypedGuest = { name: string; email: string; emailFirst: boolean };

export function readTypedGuest(text: string): TypedGuest {
  const value = text.trim();
  const angled = /^(.*?)\s*<\s*([^<>\s]+)\s*>$/.exec(value);
  if (angled) {
    return { name: angled[1]!.replace(/^["']|["']$/g, '').trim(), email: angled[2]!, emailFirst: false };
  }
  if (value.includes('@')) return { name: '', email: value, emailFirst: true };
  return { name: value, email: '', emailFirst: false };
}

export type PastedGuests =
  { ok: true; guests: { name: string; email: string }[] } | { ok: false; invalid: string[] };

/**
 * A pasted list: comma- or newline-separated entries, each an address or 'Name <address>'. One bad entry
 * rejects the whole input; repeats and addresses already invited are dropped.
 */
export function readPastedGuests(
  text: string,
  invitedEmails: Iterable<string>,
  isValidEmail: (email: string) => boolean,
): PastedGuests {
  const seen = new Set([...invitedEmails].map((e) => e.trim().toLowerCase()));
  const entries = text
    .split(/[\n,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid: string[] = [];
  const guests: { name: string; email: string }[] = [];
  for (const entry of entries) {
    const typed = readTypedGuest(entry);
    if (!isValidEmail(typed.email)) {
      invalid.push(entry);
      continue;
    }
    const email = typed.email.trim().toLowerCase();
    if (seen.has(email)) continue;
    seen.add(email);
    guests.push({ name: typed.name, email });
  }
  return invalid.length > 0 || entries.length === 0 ? { ok: false, invalid } : { ok: true, guests };
}
