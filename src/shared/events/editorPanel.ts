import { format } from 'date-fns';
import { DEFAULT_COLORS } from '../constants';
import type { EventColors } from './schema';

// Small pure rules of the editor's side panel (spec section 2, "Editor side panel").

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

/** WCAG relative luminance of a #RRGGBB colour. */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Black or white, whichever reads better on `background`. */
export function readableOn(background: string): '#000000' | '#FFFFFF' {
  return contrastRatio('#000000', background) >= contrastRatio('#FFFFFF', background) ? '#000000' : '#FFFFFF';
}

/**
 * The event colours for a tint (a preset or the custom picker): the tint is the primary colour, text and
 * button text are whichever of black and white reads on it.
 */
export function colorsForTint(tint: string, current?: EventColors | null): EventColors {
  const primary = tint.toUpperCase();
  const ink = readableOn(primary);
  return {
    ...(current ?? DEFAULT_COLORS),
    primary,
    text: ink,
    buttonTextColor: readableOn(ink),
  };
}
