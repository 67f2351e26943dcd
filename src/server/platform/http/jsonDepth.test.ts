import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './jsonDepth';

const nested = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

describe('exceedsJsonDepth', () => {
  it('counts a bare object or array as one level, and scalars as none', () => {
    expect(exceedsJsonDepth('text', 0)).toBe(false);
    expect(exceedsJsonDepth(null, 0)).toBe(false);
    expect(exceedsJsonDepth({}, 1)).toBe(false);
    expect(exceedsJsonDepth({}, 0)).toBe(true);
    expect(exceedsJsonDepth({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(exceedsJsonDepth({ a: [{ b: {} }] }, 3)).toBe(true);
  });

  it('finds the deep branch among shallow ones', () => {
    expect(exceedsJsonDepth({ a: 1, b: [1, 2, 3], c: { d: nested(40) } }, 32)).toBe(true);
    expect(exceedsJsonDepth(nested(32), 32)).toBe(false);
    expect(exceedsJsonDepth(nested(33), 32)).toBe(true);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(exceedsJsonDepth(nested(100_000), 32)).toBe(true);
  });
});
