import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from './copy';
import { PRODUCTS } from '../constants';
import { authenticateInput } from '../auth/schema';
import { emailSchema, nameSchema, requestHeaderSchema, textSchema } from './schema';
import { draftEventSchema } from '../drafts/schema';
import { updateAttendanceInput } from '../rsvp/schema';

const NUL = '\u0000';
const LONE_SURROGATE = '\udc00';

describe('textSchema', () => {
  it('takes ordinary text, emoji included, and keeps the message for a missing value', () => {
    expect(textSchema().parse('Fête 🎉\nline two')).toBe('Fête 🎉\nline two');
    expect(textSchema('Say something.').safeParse(undefined).error?.issues[0]?.message).toBe(
      'Say something.',
    );
  });

  it.each([NUL, LONE_SURROGATE])('refuses %j with one clear message, before any other check', (bad) => {
    const issues = emailSchema.safeParse(`ann${bad}@example.com`).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([MSG.unsupportedCharacters]);
    expect(nameSchema.safeParse(`Ann${bad}`).error?.issues[0]?.message).toBe(MSG.unsupportedCharacters);
  });
});

describe('the product enum (spec section 3)', () => {
  it('takes all six products in the request header and the auth request, not only ELK', () => {
    expect(PRODUCTS).toEqual(['MOUSE', 'DUCK', 'ELK', 'FISH', 'PHOENIX', 'DAZZLE']);
    for (const product of PRODUCTS) {
      expect(requestHeaderSchema.parse({ agent: { product } }).agent?.product).toBe(product);
      expect(authenticateInput.parse({ firebaseIDToken: 'token', product }).product).toBe(product);
    }
  });

  it('refuses a product outside the enum, and lower case, with one message naming the six', () => {
    for (const product of ['elk', 'SQUIRREL', '']) {
      const issues = requestHeaderSchema.safeParse({ agent: { product } }).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual([
        'The product is one of MOUSE, DUCK, ELK, FISH, PHOENIX, DAZZLE.',
      ]);
      expect(authenticateInput.safeParse({ firebaseIDToken: 'token', product }).success).toBe(false);
    }
  });
});

/** Every string in a JSON value, with its path. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

function withTextAt(value: unknown, path: (string | number)[], text: string): unknown {
  const copy: unknown = structuredClone(value);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  node[last] = `${String(node[last])}${text}`;
  return copy;
}

/**
 * Each string field, one at a time, carrying `text`: the schema refuses it there, naming that field. Enum
 * fields (`enums`) refuse any other value with their own message.
 */
function expectEveryStringGuarded(schema: z.ZodType, sample: unknown, text: string, enums: string[] = []) {
  expect(schema.safeParse(sample).success).toBe(true);
  const paths = stringPaths(sample).filter((path) => !enums.includes(path.join('.')));
  for (const path of paths) {
    const result = schema.safeParse(withTextAt(sample, path, text));
    expect(result.success, `field ${path.join('.')}`).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path, message: MSG.unsupportedCharacters }),
    );
  }
  return paths.length;
}

// Drafts and RSVP songs are stored as jsonb: no string anywhere in them may reach PostgreSQL unchecked.
const fullDraft = {
  title: 'Garden party',
  description: 'Bring a hat.',
  prompt: 'a garden',
  photoUrl: '/uploads/events/cover.png',
  colors: {
    primary: '#fae5ff',
    secondary: '#ffffff',
    highlightText: '#ffffff',
    text: '#000000',
    buttonTextColor: '#ffffff',
  },
  animation: 'confetti',
  backgroundAnimationUrl: 'https://example.com/a.mp4',
  backgroundAnimationSearchQuery: 'balloons',
  timeZone: 'America/Los_Angeles',
  location: {
    displayName: 'Dolores Park',
    placeName: 'Dolores Park',
    address: {
      address1: '19th St',
      address2: 'Gate 2',
      city: 'San Francisco',
      admin1: 'CA',
      postalCode: '94114',
      country: 'US',
    },
  },
  questions: [{ questionUuid: 'q1', question: 'Any allergies?' }],
  inspirationId: 'birthday',
  playlistId: 'p1',
};

const fullRsvp = {
  eventId: '5b0f7a8e-3c1d-4e2a-9f6b-1a2b3c4d5e6f',
  token: 'abcdefgh1234',
  invitee: {
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: '(415) 555-0101',
    rsvpStatus: 'YES',
    rsvpMessage: 'See you',
    answers: [
      {
        questionUuid: '6c1f7a8e-3c1d-4e2a-9f6b-1a2b3c4d5e6f',
        text: 'Nuts',
        song: { songUri: 'u', songName: 's', artistName: 'a', albumName: 'b', imageUrl: 'i' },
      },
    ],
  },
};

describe('JSON stored as jsonb', () => {
  it.each([
    ['a NUL', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('a draft refuses %s in every one of its text fields', (_label, text) => {
    expect(expectEveryStringGuarded(draftEventSchema, fullDraft, text)).toBe(25);
  });

  it.each([
    ['a NUL', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('an RSVP refuses %s in every one of its text fields', (_label, text) => {
    expect(expectEveryStringGuarded(updateAttendanceInput, fullRsvp, text, ['invitee.rsvpStatus'])).toBe(13);
  });

  it('drops keys it does not know, so they cannot carry anything into the stored JSON', () => {
    const parsed = draftEventSchema.parse({ ...fullDraft, [`x${NUL}`]: `y${NUL}` });
    expect(JSON.stringify(parsed)).not.toContain('\\u0000');
  });
});
