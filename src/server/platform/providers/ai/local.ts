// The built-in writer: no network, no model. It picks a catalogue theme from the theme name or the words of
// the title and prompt, and assembles an invitation from templates chosen by a hash of the request (with the
// party's date and place when known), so the same request always gives the same text. Keywords are the
// prompt's telling words and its theme's.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import { hashString } from '../../../../shared/common/hash';
import type { Theme } from '../../../../shared/themes/themes';
import { promptWords, themeForWords } from './art/subjects';
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

function themeFor(request: DescriptionRequest): Theme | undefined {
  return themeForWords(`${request.eventName} ${request.prompt ?? ''}`, request.theme);
}

/** "It's on Saturday, July 4 at 6:00 PM at Dolores Park." (or the half of it that is known). */
function whenAndWhere(request: DescriptionRequest): string {
  const start = request.startTime && request.startTime > 0 ? request.startTime : null;
  const place = request.place?.replace(/\s+/g, ' ').trim();
  const when = start
    ? format(new TZDate(start, request.timeZone || DEFAULT_TIME_ZONE), "EEEE, MMMM d 'at' h:mm a")
    : null;
  if (when && place) return `It's on ${when} at ${place}.`;
  if (when) return `It's on ${when}.`;
  return place ? `We'll be at ${place}.` : '';
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
      whenAndWhere(request),
      pick(CLOSINGS, hash, 6),
    ];
    return parts.filter(Boolean).join(' ');
  }

  async searchKeywords(prompt: string): Promise<string[]> {
    const theme = themeForWords(prompt);
    const words = [...promptWords(prompt), ...(theme ? promptWords(theme.title) : [])];
    return [...new Set(words)].slice(0, 8);
  }
}
