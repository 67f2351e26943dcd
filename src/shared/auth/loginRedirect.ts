// Where a visitor goes after signing in, and what the root page's `params` query means (spec section 2).
// Pure: no window, no storage, so the server and unit tests can use it too.

/** The place to return to after login: a same-site path and its query string. */
export type LoginState = { path: string; search: string };

/** The result of reading an encoded value: the value, or why it was ignored (callers log the problem). */
export type Decoded<T> = { ok: true; value: T } | { ok: false; problem: string };

const HOME = '/';
const MAX_ENCODED_LENGTH = 4_000;
const EVENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
// Control characters and whitespace: browsers drop tabs and newlines inside URLs, so '/\t/evil.com' would
// become '//evil.com'. None of them belong in a path we produce.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const UNSAFE_CHARS = /[\u0000-\u0020\u007f\\]/;

/** UTF-8 text → base64url without padding. */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * base64 or base64url (padded or not) → UTF-8 text; null when it is not base64 or not UTF-8.
 * Spaces are read as '+', since a '+' in a query string arrives as a space.
 */
export function fromBase64(encoded: string): string | null {
  const normalized = encoded
    .trim()
    .replace(/ /g, '+')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(normalized) || normalized.length % 4 === 1) return null;
  try {
    const binary = atob(normalized + '='.repeat((4 - (normalized.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A path we may send the browser to: starts with exactly one '/', and has no backslash, whitespace or control
 * character ('//evil.com', '/\\evil.com' and 'https://…' are refused: no open redirect).
 */
export function isSafePath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length > 0 &&
    path.length <= MAX_ENCODED_LENGTH &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !UNSAFE_CHARS.test(path) &&
    !path.includes('?') &&
    !path.includes('#')
  );
}

/** A query string we may append: empty, or '?…' without whitespace, control characters or a fragment. */
export function isSafeSearch(search: unknown): search is string {
  return (
    typeof search === 'string' &&
    search.length <= MAX_ENCODED_LENGTH &&
    (search === '' || search.startsWith('?')) &&
    !UNSAFE_CHARS.test(search) &&
    !search.includes('#')
  );
}

/** Encodes the place to come back to as base64url JSON, for `/login?s=…`. */
export function encodeLoginState(state: LoginState): string {
  return toBase64Url(JSON.stringify({ path: state.path, search: state.search }));
}

/** Reads the `s` query value of /login back into a state; anything unreadable or unsafe is a problem. */
export function decodeLoginState(encoded: string | null | undefined): Decoded<LoginState> {
  if (!encoded) return { ok: false, problem: 'missing login state' };
  if (encoded.length > MAX_ENCODED_LENGTH) return { ok: false, problem: 'login state too long' };
  const value = parseJson(fromBase64(encoded));
  if (typeof value !== 'object' || value === null) return { ok: false, problem: 'unreadable login state' };
  const { path, search } = value as { path?: unknown; search?: unknown };
  if (!isSafePath(path)) return { ok: false, problem: 'login state path is not a same-site path' };
  const query = search ?? '';
  if (!isSafeSearch(query)) return { ok: false, problem: 'login state search is not a query string' };
  return { ok: true, value: { path, search: query } };
}

/** Where to go after login: the decoded state's path and query, or '/' when missing or unreadable. */
export function loginTarget(encoded: string | null | undefined): { target: string; problem?: string } {
  const decoded = decodeLoginState(encoded);
  if (!decoded.ok) return { target: HOME, problem: decoded.problem };
  return { target: decoded.value.path + decoded.value.search };
}

/**
 * The login URL that returns to `state`. From the landing page the way back is '/', which then sends a
 * signed-in user on to their parties.
 */
export function loginUrlFor(state: LoginState): string {
  const back = state.path === '/welcome' || !isSafePath(state.path) ? { path: HOME, search: '' } : state;
  const search = isSafeSearch(back.search) ? back.search : '';
  return `/login?s=${encodeLoginState({ path: back.path, search })}`;
}

/** The root page's `params` query: base64 JSON `{urlType: 'EventPage', eventId}` → the event id. */
export function parseRootParams(encoded: string | null | undefined): Decoded<{ eventId: string }> {
  if (!encoded) return { ok: false, problem: 'no params' };
  if (encoded.length > MAX_ENCODED_LENGTH) return { ok: false, problem: 'params too long' };
  const value = parseJson(fromBase64(encoded));
  if (typeof value !== 'object' || value === null) return { ok: false, problem: 'unreadable params' };
  const { urlType, eventId } = value as { urlType?: unknown; eventId?: unknown };
  if (urlType !== 'EventPage') return { ok: false, problem: 'params urlType is not EventPage' };
  if (typeof eventId !== 'string' || !EVENT_ID_PATTERN.test(eventId)) {
    return { ok: false, problem: 'params eventId is not a valid id' };
  }
  return { ok: true, value: { eventId } };
}
