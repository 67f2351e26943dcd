import { describe, expect, it } from 'vitest';
import { hashString } from './hash';

describe('hashString (FNV-1a, 32 bits)', () => {
  it('gives the published FNV-1a values', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });

  it('is stable and spreads near strings apart', () => {
    expect(hashString('birthday:1')).toBe(hashString('birthday:1'));
    expect(hashString('birthday:1')).not.toBe(hashString('birthday:2'));
  });
});
