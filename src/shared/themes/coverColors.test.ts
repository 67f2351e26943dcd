import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS } from '../constants';
import {
  backdropVeil,
  COLOR_SCHEMES,
  colorsFromPalette,
  colorsFromParams,
  contrast,
  encodeColorParam,
  FALLBACK_COLORS,
  inkOn,
  meetsContrast,
  normalizeHex,
  PAGE_VEIL_WASH,
  readableVariant,
  schemeColors,
  veiled,
} from './coverColors';

const PALETTES = [
  ['#1B2A49', '#F2C14E', '#E56B6F', '#FFFFFF'],
  ['#FAE5FF', '#D47CEE', '#561D69'],
  ['#FF9800', '#FFE0B2', '#B33C00', '#2B2B2B', '#FFFFFF'],
  ['#777777', '#888888', '#7A7A7A'],
  ['#0B3D1F', '#166534', '#FFB703'],
  ['#FFFF00', '#00FFFF', '#FF00FF'],
  ['#808080'],
];

describe('colorsFromPalette', () => {
  it('keeps every text pair at 4.5:1 or better, whatever the cover', () => {
    for (const palette of PALETTES) {
      const colors = colorsFromPalette(palette);
      expect(meetsContrast(colors), palette.join(' ')).toBe(true);
      expect(colors.primary).toBe(normalizeHex(palette[0]));
    }
  });
  it('takes the colour most unlike the main one as secondary, and a colourful one as highlight', () => {
    const colors = colorsFromPalette(['#1B2A49', '#1E2D4C', '#F2C14E']);
    expect(colors.secondary).toBe('#F2C14E');
    expect(colors.text).toBe('#FFFFFF');
    expect(colors.highlightText).toBe('#F2C14E');
    expect(colors.buttonTextColor).toBe('#000000');
  });
  it('gives the fallback theme for an empty or unreadable palette', () => {
    expect(colorsFromPalette([])).toEqual(FALLBACK_COLORS);
    expect(colorsFromPalette(['nonsense'])).toEqual(FALLBACK_COLORS);
  });
});

describe('the fallback theme', () => {
  it('is black, yellow, orange and white (spec section 9), and reads', () => {
    expect(FALLBACK_COLORS.primary).toBe('#000000');
    expect(FALLBACK_COLORS.text).toBe('#FFFFFF');
    expect(meetsContrast(FALLBACK_COLORS)).toBe(true);
  });
});

describe('readableVariant and inkOn', () => {
  it('darkens on light backgrounds and lightens on dark ones until 4.5:1', () => {
    const onWhite = readableVariant('#FFD43B', '#FFFFFF');
    expect(contrast(onWhite, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    const onNavy = readableVariant('#1E3A5F', '#0A0F2C');
    expect(contrast(onNavy, '#0A0F2C')).toBeGreaterThanOrEqual(4.5);
    expect(inkOn('#FAE5FF')).toBe('#000000');
    expect(inkOn('#2B2B2B')).toBe('#FFFFFF');
  });
});

describe('schemeColors', () => {
  const cover = colorsFromPalette(PALETTES[0]!);
  it('offers None, Home, Orange, Welcome and Inverted', () => {
    expect(COLOR_SCHEMES).toEqual(['None', 'Home', 'Orange', 'Welcome', 'Inverted']);
  });
  it("None is the cover's own colours, or the fallback theme without a cover; Home the spec's defaults", () => {
    expect(schemeColors('None', cover)).toEqual(cover);
    expect(schemeColors('None', null)).toEqual(FALLBACK_COLORS);
    expect(schemeColors('Home', cover)).toEqual({ ...DEFAULT_COLORS });
  });
  it('Orange, Welcome and Inverted are distinct and read', () => {
    const light = colorsFromPalette(PALETTES[1]!);
    const orange = schemeColors('Orange', light);
    const welcome = schemeColors('Welcome', light);
    const inverted = schemeColors('Inverted', light);
    for (const colors of [orange, welcome, inverted]) expect(meetsContrast(colors)).toBe(true);
    expect(new Set([orange.primary, welcome.primary, inverted.primary, light.primary]).size).toBe(4);
    expect(inverted.text).toBe('#FFFFFF');
    expect(schemeColors('Inverted', null).primary).toBe('#FFFFFF');
  });
});

describe('colorsFromParams (a link’s default colours, base64)', () => {
  it('reads a primary and a text colour', () => {
    const params = new URLSearchParams({
      primaryColor: encodeColorParam('#2b2b2b'),
      textColor: encodeColorParam('#ffd600'),
    });
    const colors = colorsFromParams(params)!;
    expect(colors.primary).toBe('#2B2B2B');
    expect(colors.text).toBe('#FFD600');
    expect(meetsContrast(colors)).toBe(true);
  });
  it('replaces a text colour that would not read, and warns about and ignores what is not a colour', () => {
    const warnings: string[] = [];
    const params = new URLSearchParams({
      primaryColor: encodeColorParam('#ffffff'),
      textColor: encodeColorParam('#eeeeee'),
    });
    expect(colorsFromParams(params, (w) => warnings.push(w))!.text).toBe('#000000');
    expect(
      colorsFromParams(new URLSearchParams({ primaryColor: '%%%' }), (w) => warnings.push(w)),
    ).toBeNull();
    expect(
      colorsFromParams(new URLSearchParams({ primaryColor: btoa('red') }), (w) => warnings.push(w)),
    ).toBeNull();
    expect(colorsFromParams(new URLSearchParams())).toBeNull();
    expect(warnings).toHaveLength(2);
  });
});

describe('the veil over a background video', () => {
  it('keeps the ink at 4.5:1 whatever the video shows, for any tint', () => {
    const tints = [
      '#777777',
      '#808080',
      '#FAE5FF',
      '#000000',
      '#FFFFFF',
      '#FF4747',
      '#448AFF',
      '#FFC008',
      '#5A36E9',
    ];
    for (const primary of tints) {
      const text = inkOn(primary);
      const veil = backdropVeil({ primary, text });
      for (const video of ['#000000', '#FFFFFF', '#FF0000', '#00FF00', '#0000FF', '#777777']) {
        expect(contrast(text, veiled(veil, video)), `${primary} over ${video}`).toBeGreaterThanOrEqual(4.5);
        const pageVeil = backdropVeil({ primary, text: '#000000' }, PAGE_VEIL_WASH);
        expect(
          contrast('#000000', veiled(pageVeil, video)),
          `page: ${primary} over ${video}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
