// The built-in description writer: no network, no model. It picks a catalogue theme from the theme name or the
// words of the title and prompt, and assembles an invitation from templates chosen by a hash of the request,
// so the same request always gives the same text.
import { findTheme, THEMES, type Theme } from '../../../../shared/themes/themes';
import { hashString } from '../../../../shared/common/hash';
import type { DescriptionRequest, TextWriter } from './types';

const OPENINGS = [
  (name: string) => `You're invited to ${name}!`,
  (name: string) => `Save the date: ${name} is happening, and it won't be the same without you.`,
  (name: string) => `Come celebrate with us at ${name}.`,
  (name: string) => `${name} is on, and you're on the list!`,
];

const MOODS = [
  'Expect good food, great music and even better company.',
  'There will be snacks, drinks and plenty of time to catch up.',
  'Bring your best smile and your favourite people.',
  'We have the music and the snacks covered; all we need is you.',
];

const CLOSINGS = [
  "Let us know if you can make it. We can't wait to see you there!",
  'RSVP below so we can plan for you.',
  'Tap RSVP and tell us you are coming. See you soon!',
  'Reply below, bring your good vibes, and get ready to celebrate.',
];

/** Words that point at a theme when no theme is named ("bday" → Birthday Party and so on). */
const KEYWORDS: Array<[RegExp, string]> = [
  [/\b(b-?day|birthday|bday)\b/i, 'birthday-party'],
  [/\bhalloween|spooky|costume\b/i, 'halloween'],
  [/\bchristmas|holiday|xmas\b/i, 'holiday-party'],
  [/\bnew year/i, 'new-years-eve'],
  [/\bbbq|barbecue|cookout\b/i, 'backyard-bbq'],
  [/\bshower\b/i, 'baby-shower'],
  [/\bwedding|reception\b/i, 'wedding-reception'],
  [/\bgame night|board game/i, 'game-night'],
];

function themeFor(request: DescriptionRequest): Theme | undefined {
  const named = findTheme(request.theme ?? undefined);
  if (named) return named;
  const words = `${request.eventName} ${request.prompt ?? ''}`.toLowerCase();
  const byTitle = THEMES.find((theme) => words.includes(theme.title.toLowerCase()));
  if (byTitle) return byTitle;
  const keyword = KEYWORDS.find(([pattern]) => pattern.test(words));
  return keyword ? findTheme(keyword[1]) : undefined;
}

/** "tacos and a piñata" → "Expect tacos and a piñata." */
function promptSentence(prompt: string): string {
  const text = prompt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
  return `Expect ${text.charAt(0).toLowerCase()}${text.slice(1)}.`;
}

const pick = <T>(list: readonly T[], hash: number, salt: number) => list[(hash >>> salt) % list.length]!;

export class LocalTextWriter implements TextWriter {
  readonly name = 'local';

  async eventDescription(request: DescriptionRequest): Promise<string> {
    const name = request.eventName.replace(/\s+/g, ' ').trim();
    const hash = hashString(`${name}|${request.prompt ?? ''}|${request.theme ?? ''}`);
    const theme = themeFor(request);
    const parts = [
      pick(OPENINGS, hash, 0)(name),
      theme ? theme.description : pick(MOODS, hash, 3),
      request.prompt?.trim() ? promptSentence(request.prompt) : '',
      pick(CLOSINGS, hash, 6),
    ];
    return parts.filter(Boolean).join(' ');
  }
}
