import { describe, expect, it } from 'vitest';
import { decodeGuestCursor, encodeGuestCursor } from './guestTableCursor';

describe('guest table cursor', () => {
  const shape = ['n', 's', 's'] as const;

  it('reads back the key it wrote, for the same sort', () => {
    const raw = encodeGuestCursor({ sort: 'name:asc:', key: [1, 'émile "e"', 'b5a1'] });
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeGuestCursor(raw, 'name:asc:', shape)).toEqual([1, 'émile "e"', 'b5a1']);
  });

  it('refuses a cursor of another sort, or of another key shape', () => {
    const raw = encodeGuestCursor({ sort: 'default', key: [1, 'a', 'b'] });
    expect(decodeGuestCursor(raw, 'name:asc:', shape)).toBeNull();
    expect(decodeGuestCursor(raw, 'default', ['n', 's'])).toBeNull();
    expect(decodeGuestCursor(raw, 'default', ['s', 's', 's'])).toBeNull();
    const fraction = encodeGuestCursor({ sort: 'default', key: [1.5, 'a', 'b'] });
    expect(decodeGuestCursor(fraction, 'default', shape)).toBeNull();
  });

  it('refuses what is not a cursor at all', () => {
    for (const raw of [
      '',
      'not a cursor',
      '!!!',
      Buffer.from('[1,2]').toString('base64url'),
      'x'.repeat(3000),
    ]) {
      expect(decodeGuestCursor(raw, 'default', shape)).toBeNull();
    }
  });
});
