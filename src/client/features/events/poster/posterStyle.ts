import type { CSSProperties } from 'react';
import { DEFAULT_COLORS } from '../../../../shared/constants';
import { readableOn } from '../../../../shared/events/colorContrast';
import type { EventColors } from '../../../../shared/events/schema';
import { backdropVeil, PAGE_VEIL_WASH, VEIL_OPACITY } from '../../../../shared/themes/veil';

/**
 * The CSS variables the poster reads: the party's tint (primary, secondary), an accent mixed from it for the
 * generated cover, and the ink (black or white) that reads on the tint.
 */
export function posterStyle(colors: EventColors | null | undefined): CSSProperties {
  const primary = colors?.primary ?? DEFAULT_COLORS.primary;
  const secondary = colors?.secondary ?? DEFAULT_COLORS.secondary;
  return {
    '--event-primary': primary,
    '--event-secondary': secondary,
    '--event-accent': `color-mix(in oklch, ${primary} 65%, #ffb38a)`,
    '--generated-ink': readableOn(primary),
    // The page's text is black on the tint washed with white; so is the veil over a background video.
    '--event-veil': backdropVeil({ primary, text: '#000000' }, PAGE_VEIL_WASH),
    '--event-veil-opacity': VEIL_OPACITY,
  } as CSSProperties;
}
