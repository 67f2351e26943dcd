import { describe, expect, it } from 'vitest';
import { isStorableText } from './text';

describe('isStorableText', () => {
  it.each(['', 'Ann Lee', 'Fête 🎉', 'line\nbreak\ttab', '\u0001\u001f', '日本語', '\uffff'])(
    'takes %j',
    (value) => {
      expect(isStorableText(value)).toBe(true);
    },
  );

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'x\ud800'],
    ['a lone low surrogate', '\udc00x'],
    ['two high surrogates', '\ud83c\ud83c'],
    ['a reversed pair', '\udf89\ud83c'],
  ])('refuses %s', (_label, value) => {
    expect(isStorableText(value)).toBe(false);
  });
});
