import { hashString } from '../common/hash';
import { type CalendarDay, isoDay } from './calendarDay';
import { upcomingHolidays } from './holidays';
import { findTheme, THEMES, type Theme } from './themes';

// fetchEventSuggestion (spec section 7): a party idea for a cover style. The idea is a catalogue theme (the
// seasonal ones come first: what is coming up is what people plan) with the words an image generator takes for
// that style, so the host can start from it and generate a cover in that style.

export { COVER_STYLES, type CoverStyle } from './coverStyles';
import type { CoverStyle } from './coverStyles';

/** How each style is described to an image generator; None adds nothing. */
export const STYLE_WORDS: Record<CoverStyle, string> = {
  'Abstract Art': 'abstract art, bold geometric shapes and colour fields',
  Baroque: 'baroque painting, dramatic light, rich ornament and gold',
  Classical: 'classical painting, balanced composition, soft natural light',
  Cubist: 'cubist painting, fractured planes and multiple viewpoints',
  'Fairy Tale': 'fairy-tale storybook illustration, whimsical and warm',
  Fantasy: 'fantasy illustration, magical glow and epic scenery',
  Gothic: 'gothic art, dark moody palette, candlelight and arches',
  Noir: 'film noir, black and white, high contrast and long shadows',
  Painterly: 'painterly, loose visible brushstrokes, soft edges',
  'Pop Art': 'pop art, halftone dots, bold outlines and bright flat colour',
  Renaissance: 'renaissance painting, sfumato, rich earth tones',
  Sophisticated: 'elegant minimal design, muted palette, refined typography',
  'Street Art': 'street art mural, spray paint, vivid graffiti colours',
  'Van Gogh': 'in the style of Van Gogh, swirling impasto brushstrokes, starry skies',
  None: '',
};

/** Themes whose mood suits a style, tried after the season's own. */
const STYLE_AFFINITY: Record<CoverStyle, readonly string[]> = {
  'Abstract Art': ['cocktail-party', 'milestone-birthday', 'graduation', 'disco'],
  Baroque: ['wedding-reception', 'rehearsal-dinner', 'dinner-party', 'fortieth'],
  Classical: ['dinner-party', 'engagement-party', 'birthday-dinner', 'farewell-brunch'],
  Cubist: ['game-night', 'watch-party', 'thirtieth', 'housewarming'],
  'Fairy Tale': ['princess', 'unicorn', 'kids-birthday', 'baby-shower'],
  Fantasy: ['space', 'superhero', 'under-the-sea', 'dinosaur'],
  Gothic: ['halloween', 'murder-mystery', 'karaoke', 'mardi-gras'],
  Noir: ['murder-mystery', 'cocktail-party', 'bachelor', 'new-years-eve'],
  Painterly: ['spring-party', 'brunch', 'mothers-day', 'sip-and-see'],
  'Pop Art': ['eighties', 'disco', 'pizza-party', 'bachelorette'],
  Renaissance: ['wedding-reception', 'bridal-shower', 'thanksgiving', 'dinner-party'],
  Sophisticated: ['cocktail-party', 'engagement-party', 'rehearsal-dinner', 'birthday-dinner'],
  'Street Art': ['backyard-bbq', 'soccer', 'graduation', 'summer-party'],
  'Van Gogh': ['fall-party', 'summer-party', 'hike', 'new-years-eve'],
  None: [],
};

export type EventSuggestion = {
  theme: Theme;
  style: CoverStyle;
  /** What to ask an image generator for: the theme's scene in the style. */
  prompt: string;
};

/** The words for a theme's cover in a style. */
export function stylePrompt(theme: Pick<Theme, 'title' | 'description'>, style: CoverStyle): string {
  const scene = `${theme.title} party invitation cover: ${theme.description}`;
  return STYLE_WORDS[style] ? `${scene} Style: ${STYLE_WORDS[style]}.` : scene;
}

/**
 * A party idea for `style` as of `today`: one of the two soonest occasions or of the style's own themes, picked
 * by the style, the day and an optional `seed` (the title the host has typed, or a counter for "another"). The
 * same inputs give the same idea.
 */
export function suggestEvent(style: CoverStyle, today: CalendarDay, seed = ''): EventSuggestion {
  const seasonal = upcomingHolidays(today)
    .slice(0, 2)
    .map((occurrence) => occurrence.holiday.theme);
  const candidates = [...new Set([...seasonal, ...STYLE_AFFINITY[style]])]
    .map((slug) => findTheme(slug))
    .filter((theme): theme is Theme => Boolean(theme));
  const pool = candidates.length ? candidates : [...THEMES];
  const theme = pool[hashString(`${style}|${isoDay(today)}|${seed.trim().toLowerCase()}`) % pool.length]!;
  return { theme, style, prompt: stylePrompt(theme, style) };
}
