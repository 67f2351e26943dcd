import { AUTOSAVE_START_TIME_TOLERANCE_MS } from '../constants';

// Autosave rules of the editor (spec section 4, "Editor").

type Plain = unknown;

/** Absent, undefined and null all mean "not set": a copy from the server (null) equals the form's (undefined). */
const isUnset = (value: Plain) => value === undefined || value === null;

function sameValue(a: Plain, b: Plain): boolean {
  if (isUnset(a) && isUnset(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const record = (x: object) => x as Record<string, Plain>;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(record(a)[key], record(b)[key]));
  }
  return Object.is(a, b);
}

type SavedShape = { startTime?: number | null } & Record<string, Plain>;

/**
 * Equal for autosave: start times at most 60 s apart and every other field the same. The tolerance stops
 * the editor saving again only because a default start was recomputed a few seconds later.
 */
export function sameForAutosave(a: SavedShape, b: SavedShape): boolean {
  const { startTime: startA, ...restA } = a;
  const { startTime: startB, ...restB } = b;
  if (Math.abs((startA ?? 0) - (startB ?? 0)) > AUTOSAVE_START_TIME_TOLERANCE_MS) return false;
  return sameValue(restA, restB);
}

type BlankShape = {
  title?: string | null;
  description?: string | null;
  photoUrl?: string | null;
  location?: { displayName?: string | null; address?: { address1?: string | null } | null } | null;
};

const blank = (value: string | null | undefined) => !value?.trim();

/** Blank: no title, description, address or photo. A blank event is not worth saving as a draft. */
export function isBlankEvent(event: BlankShape): boolean {
  return (
    blank(event.title) &&
    blank(event.description) &&
    blank(event.photoUrl) &&
    blank(event.location?.displayName) &&
    blank(event.location?.address?.address1)
  );
}
