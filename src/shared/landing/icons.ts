// The carousel controls' icons as SVG path data, drawn alike by the server's first paint and the React page
// (text glyphs such as ‹ or ▶ look different in every font, and may turn into emoji).

export const CONTROL_ICONS = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M8 5v14l11-7z',
} as const;
export type ControlIcon = keyof typeof CONTROL_ICONS;

/** The same icon as markup, for the server's HTML. */
export const controlIconSvg = (icon: ControlIcon) =>
  `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="${icon === 'play' ? 'currentColor' : 'none'}" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="${CONTROL_ICONS[icon]}"/></svg>`;
