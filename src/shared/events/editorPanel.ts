import { format } from 'date-fns';

// Small pure rules of the editor's side panel (spec section 2, "Editor side panel"). Its colour rules, which
// the party page uses too, are in colorContrast.ts (re-exported here).

export { colorsForTint, contrastRatio, readableOn, relativeLuminance } from './colorContrast';

const DAY_MS = 24 * 3_600_000;

/** Said after 'Saved at …' while an edit of a published party is saved only as a draft, not live yet. */
export const UNPUBLISHED_NOTE = 'unpublished until you save changes';

/**
 * 'Saved at 7:05 PM', or 'Saved at Mar 3, 7:05 PM' once the save is more than 24 hours old. When the saved
 * copy is an edit of a published party that guests do not see yet, it says so: 'Saved at 7:05 PM, unpublished
 * until you save changes' (a bare "Saved" read as if the changes were live).
 */
export function savedAtLabel(savedAt: number, now: number, options: { unpublished?: boolean } = {}): string {
  const pattern = now - savedAt > DAY_MS ? 'MMM d, h:mm a' : 'h:mm a';
  const label = `Saved at ${format(savedAt, pattern)}`;
  return options.unpublished ? `${label}, ${UNPUBLISHED_NOTE}` : label;
}
