import { DEFAULT_TIME_ZONE } from '../../../shared/constants';
import type { EventInspirations, Inspiration } from '../../../shared/landing/schema';
import { type CalendarDay, dayIn, parseIsoDay } from '../../../shared/themes/calendarDay';
import { upcomingHolidays } from '../../../shared/themes/holidays';
import { type CoverStyle, suggestEvent } from '../../../shared/themes/suggestions';
import { themeColors } from '../../../shared/themes/themeColors';
import { findTheme, THEMES, type Theme } from '../../../shared/themes/themes';
import type { Env } from '../../platform/env';
import type { StorageProvider } from '../../platform/providers/storage';
import { galleryCovers } from '../images';

// The theme catalogue as inspirations (spec section 3: id, title, photoUrl): every theme with its built-in
// cover, its place in the catalogue and its colour scheme, the seasonal featured one, and the landing page's
// inspiration rows.

type Covers = Awaited<ReturnType<typeof galleryCovers>>;

/** The landing page's inspiration rows after 'Coming up' (the season's occasions), by theme slug. */
export const INSPIRATION_ROWS: ReadonlyArray<{ title: string; themes: readonly string[] }> = [
  {
    title: 'Crowd favourites',
    themes: ['backyard-bbq', 'game-night', 'disco', 'brunch', 'karaoke', 'murder-mystery'],
  },
  {
    title: 'Birthdays to remember',
    themes: ['thirtieth', 'fortieth', 'milestone-birthday', 'dinosaur', 'unicorn', 'space'],
  },
  {
    title: 'Showers and weddings',
    themes: [
      'bridal-shower',
      'baby-shower',
      'engagement-party',
      'bachelorette',
      'gender-reveal',
      'wedding-reception',
    ],
  },
];
export const COMING_UP_ROW = 'Coming up';
const COMING_UP_COUNT = 6;

/** The day `date` names, or today where the server's default zone is. */
export function todayOr(date: string | undefined, now = Date.now()): CalendarDay {
  return (date ? parseIsoDay(date) : undefined) ?? dayIn(now, DEFAULT_TIME_ZONE);
}

export function toInspiration(theme: Theme, covers: Covers): Inspiration {
  const cover = covers.get(theme.slug)!;
  return {
    id: theme.id,
    slug: theme.slug,
    title: theme.title,
    photoUrl: cover.imageUrl,
    thumbnailUrl: cover.thumbnailUrl,
    category: theme.category,
    subCategory: theme.subCategory,
    colors: themeColors(theme),
  };
}

const idsOf = (slugs: readonly string[]) =>
  slugs.map((slug) => findTheme(slug)?.id).filter((id): id is number => id !== undefined);

/** What fetchEventInspirations answers for `today`. */
export async function eventInspirations(
  env: Env,
  storage: StorageProvider,
  today: CalendarDay,
): Promise<EventInspirations> {
  const covers = await galleryCovers(env, storage);
  const comingUp = [...new Set(upcomingHolidays(today).map((o) => o.holiday.theme))].slice(
    0,
    COMING_UP_COUNT,
  );
  return {
    featuredId: idsOf(comingUp)[0] ?? THEMES[0]!.id,
    inspirations: THEMES.map((theme) => toInspiration(theme, covers)),
    rows: [
      { title: COMING_UP_ROW, inspirationIds: idsOf(comingUp) },
      ...INSPIRATION_ROWS.map((row) => ({ title: row.title, inspirationIds: idsOf(row.themes) })),
    ],
  };
}

/** What fetchEventSuggestion answers. */
export async function eventSuggestion(
  env: Env,
  storage: StorageProvider,
  input: { style: CoverStyle; seed?: string; today: CalendarDay },
) {
  const { theme, style, prompt } = suggestEvent(input.style, input.today, input.seed);
  const covers = await galleryCovers(env, storage);
  return {
    suggestion: {
      inspiration: toInspiration(theme, covers),
      style,
      title: theme.title,
      description: theme.description,
      prompt,
    },
  };
}
