// Animated backgrounds (spec sections 2 and 4): the built-in set that ships with the app, named by season and
// mood so the default search (the season of the party's date) finds some; the search over it; and the
// Background tab's 'Try another' / 'Search' stepping through results.
import { seasonOf, type Season } from './season';

/** How a background plays: a video file, or an animated image (GIF, WebP, SVG). */
export const BACKGROUND_KINDS = ['video', 'image'] as const;
export type BackgroundKind = (typeof BACKGROUND_KINDS)[number];

/** The motion a built-in background draws (the server renders each as an animated SVG). */
export const BUILT_IN_MOTIONS = [
  'snow',
  'aurora',
  'petals',
  'butterflies',
  'sun',
  'waves',
  'fireflies',
  'leaves',
  'moon',
  'confetti',
  'balloons',
  'fireworks',
  'hearts',
  'bubbles',
  'stars',
  'disco',
  'sparkle',
  'rain',
] as const;
export type BuiltInMotion = (typeof BUILT_IN_MOTIONS)[number];

export type BuiltInBackground = {
  slug: string;
  title: string;
  motion: BuiltInMotion;
  /** The seasons it suits; empty for any time of year. */
  seasons: readonly Season[];
  /** Moods and occasions it is found by. */
  tags: readonly string[];
  /** Background gradient, top to bottom, and the colours of what moves. */
  sky: readonly [string, string];
  ink: readonly string[];
};

const b = (
  slug: string,
  title: string,
  motion: BuiltInMotion,
  seasons: Season[],
  tags: string[],
  sky: [string, string],
  ink: string[],
): BuiltInBackground => ({ slug, title, motion, seasons, tags, sky, ink });

export const BUILT_IN_BACKGROUNDS: readonly BuiltInBackground[] = [
  b(
    'winter-snowfall',
    'Winter snowfall',
    'snow',
    ['winter'],
    ['snow', 'cozy', 'holiday', 'christmas', 'calm'],
    ['#1e3a5f', '#6d8fb3'],
    ['#ffffff'],
  ),
  b(
    'winter-northern-lights',
    'Northern lights',
    'aurora',
    ['winter'],
    ['aurora', 'night', 'calm', 'magic', 'new year'],
    ['#04121f', '#0b2e3f'],
    ['#3ef0a8', '#7b6cff', '#2bd4ff'],
  ),
  b(
    'winter-starry-sky',
    'Starry winter sky',
    'stars',
    ['winter'],
    ['stars', 'night', 'elegant', 'galaxy', 'calm'],
    ['#0a0f2c', '#27305e'],
    ['#ffffff', '#ffe8a3'],
  ),
  b(
    'spring-cherry-blossoms',
    'Cherry blossoms',
    'petals',
    ['spring'],
    ['flowers', 'blossom', 'romantic', 'pastel', 'garden', 'easter'],
    ['#ffe3ee', '#fff6f9'],
    ['#ff9cc2', '#ffc2d8', '#f77fab'],
  ),
  b(
    'spring-butterflies',
    'Spring butterflies',
    'butterflies',
    ['spring'],
    ['garden', 'butterfly', 'brunch', 'baby', 'shower', 'pastel'],
    ['#e6f7e9', '#fdfbe3'],
    ['#ffb347', '#9b7bff', '#4cc3ff'],
  ),
  b(
    'spring-rain',
    'Spring rain',
    'rain',
    ['spring'],
    ['rain', 'calm', 'cozy', 'fresh'],
    ['#6f8fa8', '#c5d6e3'],
    ['#ffffff'],
  ),
  b(
    'summer-sunshine',
    'Summer sunshine',
    'sun',
    ['summer'],
    ['sun', 'sunny', 'beach', 'bbq', 'pool', 'happy'],
    ['#ffd56b', '#ff9966'],
    ['#fff3b0', '#ffffff'],
  ),
  b(
    'summer-ocean-waves',
    'Ocean waves',
    'waves',
    ['summer'],
    ['beach', 'ocean', 'sea', 'pool', 'calm', 'wave'],
    ['#0f6fa8', '#5fd0e6'],
    ['#ffffff', '#a8ecff'],
  ),
  b(
    'summer-fireflies',
    'Summer fireflies',
    'fireflies',
    ['summer'],
    ['night', 'garden', 'firefly', 'romantic', 'calm'],
    ['#0d1b2a', '#1b3a2e'],
    ['#f8ff8a', '#ffd45e'],
  ),
  b(
    'summer-fireworks',
    'Fireworks',
    'fireworks',
    ['summer', 'winter'],
    ['fireworks', '4th of july', 'new year', 'celebration', 'party'],
    ['#050816', '#1a1446'],
    ['#ff5e7e', '#ffd166', '#5ef1ff', '#b28dff'],
  ),
  b(
    'autumn-falling-leaves',
    'Falling leaves',
    'leaves',
    ['autumn'],
    ['fall', 'leaves', 'harvest', 'thanksgiving', 'cozy', 'oktoberfest'],
    ['#f6d7a7', '#f3b27a'],
    ['#d9480f', '#e8590c', '#f59f00', '#a61e4d'],
  ),
  b(
    'autumn-harvest-moon',
    'Harvest moon',
    'moon',
    ['autumn'],
    ['halloween', 'spooky', 'night', 'moon', 'fall'],
    ['#1a0f2e', '#3d1f47'],
    ['#ffd27a', '#ff8c42'],
  ),
  b(
    'party-confetti',
    'Confetti',
    'confetti',
    [],
    ['party', 'birthday', 'celebration', 'confetti', 'fun', 'happy'],
    ['#fff4e6', '#ffe3f1'],
    ['#ff4d6d', '#ffb703', '#3a86ff', '#8338ec', '#06d6a0'],
  ),
  b(
    'party-balloons',
    'Balloons',
    'balloons',
    [],
    ['birthday', 'kids', 'balloon', 'party', 'fun'],
    ['#dff3ff', '#fff0f6'],
    ['#ff6b6b', '#4dabf7', '#ffd43b', '#69db7c', '#b197fc'],
  ),
  b(
    'love-floating-hearts',
    'Floating hearts',
    'hearts',
    [],
    ['love', 'valentine', 'wedding', 'romantic', 'galentine', 'anniversary'],
    ['#ffd6e0', '#fff0f3'],
    ['#ff4d6d', '#ff8fa3', '#c9184a'],
  ),
  b(
    'playful-bubbles',
    'Bubbles',
    'bubbles',
    [],
    ['baby', 'shower', 'kids', 'playful', 'pool', 'bubbles'],
    ['#d0f4ff', '#f3e8ff'],
    ['#ffffff', '#a5d8ff', '#eebefa'],
  ),
  b(
    'night-disco',
    'Disco lights',
    'disco',
    [],
    ['disco', 'dance', 'retro', 'club', 'music', 'night'],
    ['#12002b', '#2d0050'],
    ['#ff2fd1', '#2ff3ff', '#ffe82f', '#7b2fff'],
  ),
  b(
    'gala-gold-sparkle',
    'Gold sparkle',
    'sparkle',
    [],
    ['elegant', 'gala', 'wedding', 'gold', 'new year', 'sophisticated'],
    ['#14110c', '#2e2516'],
    ['#ffd98a', '#fff1c9', '#c9a227'],
  ),
];

/** The default search (spec section 4): the season of the party's date, or of today when it has none. */
export function defaultBackgroundQuery(startTime: number, timeZone: string, now: number): Season {
  return seasonOf(startTime > 0 ? startTime : now, timeZone);
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter((word) => word.length > 1);

/** Autumn is also fall; a plural finds its singular. */
const SYNONYMS: Record<string, string> = { fall: 'autumn', xmas: 'christmas', bday: 'birthday' };
const stem = (word: string) => {
  const base = SYNONYMS[word] ?? word;
  return base.length > 3 && base.endsWith('s') && !base.endsWith('ss') ? base.slice(0, -1) : base;
};

/** How well a built-in background answers a query: season, tags and title words each count. */
function relevance(background: BuiltInBackground, query: string[]): number {
  const tagWords = background.tags.flatMap(words).map(stem);
  const titleWords = words(background.title).map(stem);
  let score = 0;
  for (const word of query) {
    if (background.seasons.includes(word as Season)) score += 3;
    if (background.tags.includes(word) || tagWords.includes(word)) score += 2;
    if (titleWords.includes(word) || background.motion === word) score += 2;
  }
  return score;
}

/**
 * The built-in backgrounds for a query, most relevant first. Nothing matching: the whole set (a search always
 * offers something to try), party backgrounds first.
 */
export function searchBuiltInBackgrounds(query: string): BuiltInBackground[] {
  const asked = words(query).map(stem);
  const scored = BUILT_IN_BACKGROUNDS.map((background, index) => ({
    background,
    index,
    score: relevance(background, asked),
  }));
  const matches = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.index - b.index);
  if (matches.length) return matches.map((m) => m.background);
  return [...BUILT_IN_BACKGROUNDS].sort(
    (a, b) => Number(b.seasons.length === 0) - Number(a.seasons.length === 0),
  );
}

/** Plays as a video (mp4, webm, mov) rather than as an animated image (SVG, GIF, WebP). */
export const isVideoUrl = (url: string) => /\.(mp4|webm|mov|m4v)(\?|#|$)/i.test(url);

/** The address a built-in background is served from. */
export const builtInBackgroundPath = (slug: string) => `/backgrounds/${slug}.svg`;

/**
 * The Background tab's search button (spec section 4): 'Try another' steps to the next result; once the query
 * was edited, or the results ran out, it reads 'Search' and runs a new search.
 */
export type BackgroundSearchState = { searchedQuery: string | null; count: number; index: number };

export function backgroundButton(state: BackgroundSearchState, query: string): 'tryAnother' | 'search' {
  const edited = state.searchedQuery === null || query.trim() !== state.searchedQuery;
  const exhausted = state.index + 1 >= state.count;
  return edited || exhausted ? 'search' : 'tryAnother';
}
