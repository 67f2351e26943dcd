// The party's colours (spec sections 3, 7 and 9): built from a palette of 3 to 5 colours pulled from the
// cover, so that text on the tint reads at 4.5:1 or better (WCAG AA), the spec's fallback theme when a cover
// gives nothing, the colour-scheme options, and the default colours a link may carry.
import {
  converter,
  differenceEuclidean,
  formatHex,
  interpolate,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  useMode,
  wcagContrast,
} from 'culori/fn';
import { DEFAULT_COLORS } from '../constants';
import type { EventColors } from '../events/schema';

useMode(modeRgb);
useMode(modeLrgb);
useMode(modeOklab);
useMode(modeOklch);
const toOklch = converter('oklch');
const distance = differenceEuclidean('oklab');

/** WCAG AA for body text, the spec's "contrast ratio target 4.5". */
export const MIN_TEXT_CONTRAST = 4.5;

/** Spec section 9: black primary, yellow secondary, orange highlight, white text. */
export const FALLBACK_COLORS: EventColors = {
  primary: '#000000',
  secondary: '#FFD600',
  highlightText: '#FF9800',
  text: '#FFFFFF',
  buttonTextColor: '#000000',
};

/** Spec section 9's theme colour scheme options. None keeps the cover's own colours. */
export const COLOR_SCHEMES = ['None', 'Home', 'Orange', 'Welcome', 'Inverted'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

const BLACK = '#000000';
const WHITE = '#FFFFFF';

/** '#abc', 'abcdef', '#ABCDEF' → '#ABCDEF'; anything else null. */
export function normalizeHex(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  const hex = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(text)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return `#${full.toUpperCase()}`;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export const contrast = (a: string, b: string) => wcagContrast(a, b);

/** Black or white, whichever reads better on `background` (one of them always reaches 4.5:1). */
export function inkOn(background: string): string {
  return contrast(BLACK, background) >= contrast(WHITE, background) ? BLACK : WHITE;
}

const hexOf = (color: Parameters<typeof formatHex>[0]) => formatHex(color)!.toUpperCase();

/**
 * `color` moved in lightness (hue and chroma kept as far as the gamut allows) until it reads on `background`
 * at `min`: darker on a light background, lighter on a dark one. Ends at black or white at worst.
 */
export function readableVariant(color: string, background: string, min = MIN_TEXT_CONTRAST): string {
  const start = normalizeHex(color) ?? inkOn(background);
  if (contrast(start, background) >= min) return start;
  const lch = toOklch(parse(start))!;
  const towardsBlack = inkOn(background) === BLACK;
  for (let step = 1; step <= 20; step++) {
    const l = towardsBlack ? lch.l * (1 - step / 20) : lch.l + (1 - lch.l) * (step / 20);
    const candidate = hexOf({ ...lch, l, c: (lch.c ?? 0) * (1 - step / 40) });
    if (contrast(candidate, background) >= min) return candidate;
  }
  return inkOn(background);
}

const chroma = (hex: string) => toOklch(parse(hex))?.c ?? 0;
const lightness = (hex: string) => toOklch(parse(hex))?.l ?? 0;

/**
 * The five colours from a palette ordered by prominence (the first is the cover's main colour): primary is
 * the main colour, secondary the one most unlike it, highlightText the most colourful one made readable on
 * the primary, text black or white on the primary, buttonTextColor black or white on the highlight.
 */
export function colorsFromPalette(palette: readonly string[]): EventColors {
  const colors = palette.map(normalizeHex).filter((c): c is string => c !== null);
  if (colors.length === 0) return { ...FALLBACK_COLORS };
  const primary = colors[0]!;
  const rest = colors.slice(1);
  const secondary =
    [...rest].sort((a, b) => distance(b, primary) - distance(a, primary))[0] ??
    hexOf({ ...toOklch(parse(primary))!, l: Math.min(0.97, lightness(primary) + 0.25) });
  const vivid = [...rest].sort((a, b) => chroma(b) - chroma(a))[0] ?? secondary;
  const highlightText = readableVariant(vivid, primary);
  return {
    primary,
    secondary,
    highlightText,
    text: inkOn(primary),
    buttonTextColor: inkOn(highlightText),
  };
}

/** The same hue as deep as a night sky: the Inverted scheme's tint. */
function deepened(hex: string): string {
  const lch = toOklch(parse(hex))!;
  return hexOf({ ...lch, l: Math.min(lch.l, 0.24) });
}

/** The landing page's lilac and the spec's orange preset, as palettes. */
const WELCOME_PALETTE = ['#F0C6FB', '#75288F', '#AD3FD0'];
const ORANGE_PALETTE = ['#FF9800', '#FFE0B2', '#B33C00'];

/**
 * The colours of a scheme: None the cover's own (or the fallback theme when the cover gave none), Home the
 * spec's default colours, Orange and Welcome fixed palettes, Inverted the cover's colours on a deep tint of
 * its main colour.
 */
export function schemeColors(scheme: ColorScheme, cover: EventColors | null): EventColors {
  switch (scheme) {
    case 'None':
      return cover ?? { ...FALLBACK_COLORS };
    case 'Home':
      return { ...DEFAULT_COLORS };
    case 'Orange':
      return colorsFromPalette(ORANGE_PALETTE);
    case 'Welcome':
      return colorsFromPalette(WELCOME_PALETTE);
    case 'Inverted': {
      const base = cover ?? FALLBACK_COLORS;
      const dark = lightness(base.primary) > 0.3 ? deepened(base.primary) : WHITE;
      return colorsFromPalette([dark, base.secondary, base.highlightText]);
    }
  }
}

/** The query parameters that carry a link's default colours (base64 of '#RRGGBB'). */
export const COLOR_PARAMS = { primary: 'primaryColor', text: 'textColor' } as const;

/** '#FF9800' → the value a link carries. */
export const encodeColorParam = (hex: string) => btoa(hex);

function decodeColorParam(value: string | null, onWarning: (message: string) => void): string | null {
  if (!value) return null;
  try {
    const hex = normalizeHex(atob(value));
    if (!hex) onWarning(`Ignoring colour parameter that is not a #RRGGBB colour: ${value}`);
    return hex;
  } catch {
    onWarning(`Ignoring colour parameter that is not base64: ${value}`);
    return null;
  }
}

/**
 * A link's default colours (spec section 9: a primary and a text colour, base64 encoded), or null without a
 * usable primary. A text colour that would not read on the primary is replaced by black or white.
 */
export function colorsFromParams(
  params: URLSearchParams,
  onWarning: (message: string) => void = () => undefined,
): EventColors | null {
  const primary = decodeColorParam(params.get(COLOR_PARAMS.primary), onWarning);
  if (!primary) return null;
  const asked = decodeColorParam(params.get(COLOR_PARAMS.text), onWarning);
  const text = asked && contrast(asked, primary) >= MIN_TEXT_CONTRAST ? asked : inkOn(primary);
  const base = colorsFromPalette([primary]);
  return { ...base, text, highlightText: readableVariant(base.highlightText, primary) };
}

/** How opaque the veil over a background video is: what shows through is at most this much of the video. */
export const VEIL_OPACITY = 0.88;

/**
 * The veil laid over a background video or animation: the tint moved away from its ink (lighter under black
 * text, darker under white), so that whatever the video shows through it, the ink keeps 4.5:1.
 */
export function backdropVeil(colors: Pick<EventColors, 'primary' | 'text'>, away = 0.4): string {
  const target = contrast(colors.text, BLACK) > contrast(colors.text, WHITE) ? BLACK : WHITE;
  return hexOf(interpolate([colors.primary, target], 'rgb')(away));
}

/** The party page's veil: its text is black on the tint washed with white, as the page's own background. */
export const PAGE_VEIL_WASH = 0.65;

/** The colour a veil over `video` ends up (the veil at VEIL_OPACITY, the video under it). */
export function veiled(veil: string, video: string): string {
  return hexOf(interpolate([video, veil], 'rgb')(VEIL_OPACITY));
}

/** Whether a set of colours keeps every text pair at 4.5:1 (text and highlight on the tint, button text). */
export function meetsContrast(colors: EventColors): boolean {
  return (
    contrast(colors.text, colors.primary) >= MIN_TEXT_CONTRAST &&
    contrast(colors.highlightText, colors.primary) >= MIN_TEXT_CONTRAST &&
    contrast(colors.buttonTextColor, colors.highlightText) >= MIN_TEXT_CONTRAST
  );
}
