import { hashString } from '../common/hash';
import { type CalendarDay, isoDay } from './calendarDay';
import { upcomingHolidays } from './holidays';
import { findTheme, THEMES, type Theme } from './themes';

// fetchEventSuggestion (spec section 7): a party idea for a cover style. The idea is a catalogue theme (the
// seasonal ones come first: what is coming up is what people plan) with the words an image generator takes for
// that style, so the host can start from it and generate a cover in that style.

export { COVER_STYLES, type CoverStyle } from '../images/coverStyles';
import { COVER_STYLE_PROMPTS, type CoverStyle } from '../images/coverStyles';

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
  // The same words the cover generator gives a model for the style ("as …" / "in …").
  const words = COVER_STYLE_PROMPTS[style];
  return words ? `${scene} Painted ${words}.` : scene;
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
