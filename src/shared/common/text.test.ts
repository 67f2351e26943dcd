import { describe, expect, it } from 'vitest';
import { collapseBlankLines, isStorableText } from './text';

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

describe('collapseBlankLines', () => {
  it.each([
    ['one line', 'one line'],
    ['a\nb', 'a\nb'],
    ['a\n\nb', 'a\n\nb'],
    ['a\n\n\nb', 'a\n\nb'],
    ['a\n\n\n\n\n\nb\n\n\nc', 'a\n\nb\n\nc'],
    ['a\n  \n\t\n \nb', 'a\n\nb'],
    ['a\r\n\r\n\r\nb', 'a\n\nb'],
    ['a\r\rb', 'a\n\nb'],
    ['  indented\n\n\n  kept  ', '  indented\n\n  kept  '],
    ['', ''],
  ])('%j becomes %j', (value, expected) => {
    expect(collapseBlankLines(value)).toBe(expected);
  });
});
