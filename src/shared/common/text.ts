// Text that PostgreSQL can store. A NUL character is refused by every text and jsonb column ("invalid byte
// sequence" / "unsupported Unicode escape sequence"), and one half of a UTF-16 surrogate pair has no UTF-8
// form: jsonb refuses its \uD800 escape and a text column silently turns it into U+FFFD. Both only ever come
// from a broken or hostile client, so they are refused at the door instead of failing deep inside a query.

/** In `u` mode \p{Cs} matches only a surrogate without its partner; emoji and other pairs are left alone. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSUPPORTED = /\u0000|\p{Cs}/u;

export function isStorableText(value: string): boolean {
  return !UNSUPPORTED.test(value);
}

/**
 * Spec section 5: "Consecutive blank lines collapse to one." A blank line is one with nothing but spaces or
 * tabs; a run of them between two lines of text becomes one empty line. Line endings become '\n'.
 */
export function collapseBlankLines(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/\n[ \t]*(?:\n[ \t]*)+\n/g, '\n\n');
}
