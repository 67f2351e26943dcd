// The host's guest table pages by cursor (issue 14): the cursor is the last row's sort key, opaque to the
// client (base64url of JSON). It names the sort it belongs to, so a cursor from another sort or a hand-made
// one is refused as a whole rather than read as a wrong place in the list.

/** One value of a sort key: an integer rank or a text; never null (the server coalesces). */
export type CursorValue = string | number;

/** What a cursor says: which sort it belongs to and the last row's key in that sort. */
export type GuestCursor = { sort: string; key: CursorValue[] };

/** Longest cursor accepted: a few names, an e-mail and an id fit many times over. */
export const CURSOR_MAX_LENGTH = 2000;

export function encodeGuestCursor(cursor: GuestCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sort, k: cursor.key }), 'utf8').toString('base64url');
}

/**
 * Reads a cursor for `sort` whose key has the given shape ('n' an integer, 's' a text), or null when it is
 * not one: not base64url JSON, another sort, or a key of another length or type.
 */
export function decodeGuestCursor(
  raw: string,
  sort: string,
  shape: readonly ('n' | 's')[],
): CursorValue[] | null {
  if (raw.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { s, k } = parsed as { s?: unknown; k?: unknown };
  if (s !== sort || !Array.isArray(k) || k.length !== shape.length) return null;
  const fits = k.every((value: unknown, i) =>
    shape[i] === 'n' ? Number.isSafeInteger(value) : typeof value === 'string',
  );
  return fits ? (k as CursorValue[]) : null;
}
