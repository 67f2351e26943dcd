import type { EventColors } from '../events/schema';
import { readableOn } from '../events/editorPanel';
import type { Theme } from './themes';

/**
 * A theme's colour scheme as an event's colours (quick-create and inspirations start with it): the background
 * gradient's two ends as primary and secondary, the accent for highlights, the ink (4.5:1 on primary) as text,
 * and whichever of black and white reads on the ink for text on buttons drawn in it.
 */
export function themeColors(theme: Pick<Theme, 'palette'>): EventColors {
  const { from, to, accent, ink } = theme.palette;
  return {
    primary: from.toUpperCase(),
    secondary: to.toUpperCase(),
    highlightText: accent.toUpperCase(),
    text: ink.toUpperCase(),
    buttonTextColor: readableOn(ink),
  };
}
