import { describe, expect, it } from 'vitest';
import { readSignedToken, signToken } from './signedToken';

const KEY = 'k'.repeat(32);

describe('signed tokens', () => {
  it('reads back the parts it signed', () => {
    const token = signToken(KEY, 'calendar-feed', ['abc', '3']);
    expect(token).toMatch(/^abc\.3\.[0-9a-f]{32}$/);
    expect(readSignedToken(KEY, 'calendar-feed', token)).toEqual(['abc', '3']);
  });

  it('refuses another purpose, another key, a changed part and a cut or long token', () => {
    const token = signToken(KEY, 'calendar-feed', ['abc', '3']);
    expect(readSignedToken(KEY, 'unsubscribe', token)).toBeNull();
    expect(readSignedToken('x'.repeat(32), 'calendar-feed', token)).toBeNull();
    expect(readSignedToken(KEY, 'calendar-feed', token.replace('abc.3', 'abc.4'))).toBeNull();
    expect(readSignedToken(KEY, 'calendar-feed', token.slice(0, -1))).toBeNull();
    expect(readSignedToken(KEY, 'calendar-feed', token, token.length - 1)).toBeNull();
    expect(readSignedToken(KEY, 'calendar-feed', '')).toBeNull();
  });

  it('will not sign a part holding the separator', () => {
    expect(() => signToken(KEY, 'p', ['a.b'])).toThrow();
  });
});
