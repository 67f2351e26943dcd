import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS } from '../constants';
import { avatarColor, avatarColorIndex, initials, nameParts } from './avatar';
import { contrastRatio } from '../events/editorPanel';

describe('avatar colour', () => {
  it('is the sum of character codes modulo 8', () => {
    // 'A' = 65, 'b' = 98 → 163 % 8 = 3
    expect(avatarColorIndex('Ab')).toBe(3);
    expect(avatarColor('Ab')).toBe(AVATAR_COLORS[3]);
    expect(avatarColorIndex('')).toBe(0);
  });
  it('gives the same colour for the same key', () => {
    expect(avatarColor('user-123')).toBe(avatarColor('user-123'));
  });
});

describe('initials', () => {
  it('takes first and last word', () => {
    expect(initials('ann lee')).toBe('AL');
    expect(initials('Prince')).toBe('P');
    expect(initials('  ')).toBe('');
    // A guest imported by phone alone is named by the number: no '(4' initials, the default icon.
    expect(initials('(415) 555-0123')).toBe('');
    expect(initials('+44 20 7946 0958')).toBe('');
  });
  it('skips conjunctions in several languages', () => {
    expect(initials('Ann and Bob')).toBe('AB');
    expect(initials('Ann & Bob')).toBe('AB');
    expect(initials('Ana y Beto')).toBe('AB');
    expect(nameParts('Anna und Ben')).toEqual(['Anna', 'Ben']);
  });
});

describe('avatar colours', () => {
  it('give white initials a WCAG AA contrast of at least 4.5:1', () => {
    for (const color of AVATAR_COLORS) expect(contrastRatio('#FFFFFF', color)).toBeGreaterThanOrEqual(4.5);
  });
});
