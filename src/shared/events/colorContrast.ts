import { DEFAULT_COLORS } from '../constants';
import type { EventColors } from './schema';

// Colours that read on each other (WCAG contrast): the editor picks a party's colours with them, and the party
// page sets its text on them. Apart from the editor's other rules, whose date formatting the party page a guest
// opens has no use for (issue 14).

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
