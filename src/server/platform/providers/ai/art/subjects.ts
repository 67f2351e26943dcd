// What a prompt is about, for the built-in image generator: the Twemoji motifs its words name (through
// emojilib's keyword list), the catalogue theme it points at, the colours it asks for, and its keywords.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hashString } from '../../../../../shared/common/hash';
import { findTheme, THEMES, type Theme } from '../../../../../shared/themes/themes';

const require = createRequire(import.meta.url);
const twemojiDir = path.dirname(require.resolve('@twemoji/svg/package.json'));
const emojiKeywords = require('emojilib') as Record<string, string[]>;

/** Words that describe nothing to draw. */
const STOP_WORDS = new Set(
  `a an the and or but with without for of in on at to from by into onto over under our my your their his her
  its we us you me i is are be will some lots very just this that these those all any as up out off about
  party parties celebration celebrate invite invitation invited come join us please let time day night get
  together event have has had like want make made it them they theme themed style picture image cover`
    .split(/\s+/)
    .filter(Boolean),
);

/** The Twemoji file name of an emoji (its code points; the variation selector only where Twemoji keeps it). */
function twemojiCode(emoji: string): string | null {
  const points = [...emoji].map((c) => c.codePointAt(0)!.toString(16));
  for (const code of [points.join('-'), points.filter((p) => p !== 'fe0f').join('-')]) {
    if (existsSync(path.join(twemojiDir, `${code}.svg`))) return code;
  }
  return null;
}

type Index = { byName: Map<string, string[]>; byKeyword: Map<string, string[]> };
let index: Index | null = null;

/** Word → emoji, from each emoji's name words first, then its other keywords; built once. */
function emojiIndex(): Index {
  if (index) return index;
  const byName = new Map<string, string[]>();
  const byKeyword = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, word: string, code: string) => {
    const list = map.get(word) ?? [];
    if (!list.includes(code)) map.set(word, [...list, code]);
  };
  for (const [emoji, keywords] of Object.entries(emojiKeywords)) {
    const code = twemojiCode(emoji);
    if (!code) continue;
    const [name = '', ...others] = keywords;
    for (const word of name.split('_')) add(byName, word.toLowerCase(), code);
    for (const keyword of others) {
      for (const word of keyword.toLowerCase().split(/[_\s]+/)) add(byKeyword, word, code);
    }
  }
  index = { byName, byKeyword };
  return index;
}

/** The words of a prompt that could name something, lower case, in order, each once. */
export function promptWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
  return [...new Set(words)];
}

const singular = (word: string) =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.endsWith('es')
      ? word.slice(0, -2)
      : word.slice(0, -1);

/** The emoji a word names: by name first ("pizza"), then by keyword ("dessert"), plural or not. */
function emojiFor(word: string): string | undefined {
  const { byName, byKeyword } = emojiIndex();
  const forms = word.length > 3 && word.endsWith('s') ? [word, singular(word), word.slice(0, -1)] : [word];
  for (const map of [byName, byKeyword]) {
    for (const form of forms) {
      const found = map.get(form);
      if (found?.length) return found[hashString(word) % Math.min(found.length, 2)];
    }
  }
  return undefined;
}

/** Words that point at a catalogue theme when no title matches ("bday" → Birthday Party and so on). */
const THEME_WORDS: Array<[RegExp, string]> = [
  [/\b(b-?day|birthday|bday)\b/i, 'birthday-party'],
  [/\bhalloween|spooky|costume\b/i, 'halloween'],
  [/\bchristmas|holiday|xmas\b/i, 'holiday-party'],
  [/\bnew year/i, 'new-years-eve'],
  [/\bbbq|barbecue|cookout\b/i, 'backyard-bbq'],
  [/\bshower\b/i, 'baby-shower'],
  [/\bwedding|reception\b/i, 'wedding-reception'],
  [/\bgame night|board game/i, 'game-night'],
];

/** The catalogue theme some words point at: a named theme, a theme title inside them, or a telling word. */
export function themeForWords(text: string, named?: string | null): Theme | undefined {
  const found = findTheme(named ?? undefined);
  if (found) return found;
  const lower = text.toLowerCase();
  return (
    THEMES.find((theme) => lower.includes(theme.title.toLowerCase())) ??
    findTheme(THEME_WORDS.find(([pattern]) => pattern.test(lower))?.[1])
  );
}

/** Colours a prompt may ask for. */
const COLOUR_WORDS: Record<string, string> = {
  red: '#e03131',
  crimson: '#a51d2d',
  orange: '#f76707',
  yellow: '#fcc419',
  gold: '#d4a017',
  golden: '#d4a017',
  green: '#2f9e44',
  mint: '#8ce99a',
  teal: '#0ca678',
  turquoise: '#15aabf',
  blue: '#1c7ed6',
  navy: '#1b2a6b',
  purple: '#7048e8',
  violet: '#845ef7',
  lavender: '#b197fc',
  pink: '#f06595',
  rose: '#e64980',
  peach: '#ffa94d',
  black: '#111111',
  white: '#f8f9fa',
  silver: '#adb5bd',
  brown: '#8b5a2b',
};

/** Celebratory motifs for a prompt that names nothing drawable. */
const PARTY_MOTIFS = ['1f389', '1f388', '1f973', '1f38a', '2728', '1f37e', '1f381', '1f386'];

export type Subjects = {
  /** The main motif and the smaller ones, Twemoji codes. */
  main: string;
  others: string[];
  /** The prompt's telling words (for lettering in some styles). */
  keywords: string[];
  /** Colours the prompt named. */
  colours: string[];
  theme: Theme | undefined;
};

/** Reads a prompt for the built-in generator. */
export function subjectsOf(text: string): Subjects {
  const words = promptWords(text);
  const theme = themeForWords(text);
  const colours = words.map((word) => COLOUR_WORDS[word]).filter((c): c is string => Boolean(c));
  const drawable = words.filter((word) => !COLOUR_WORDS[word]);
  const found = [...new Set(drawable.map(emojiFor).filter((c): c is string => Boolean(c)))];
  const fromTheme = theme ? [theme.emoji, ...theme.motifs] : [];
  const seed = hashString(text);
  const fallback = PARTY_MOTIFS.map((_, i) => PARTY_MOTIFS[(seed + i * 3) % PARTY_MOTIFS.length]!);
  const motifs = [...new Set([...found, ...fromTheme, ...fallback])];
  return {
    main: motifs[0]!,
    others: motifs.slice(1, 5),
    keywords: drawable.slice(0, 8),
    colours,
    theme,
  };
}
