import { describe, expect, it } from 'vitest';
import { postSnippet, reactionCounts, reactorKey } from './reactions';

describe('reactionCounts', () => {
  it('counts each reaction given, in the fixed order, marking the viewer’s own', () => {
    const rows = [
      { reactor: 'i:b', reaction: 'party' },
      { reactor: 'i:a', reaction: 'love' },
      { reactor: 'u:h', reaction: 'party' },
      { reactor: 'i:a', reaction: 'party' },
    ];
    expect(reactionCounts(rows, 'i:a')).toEqual([
      { reaction: 'love', count: 1, mine: true },
      { reaction: 'party', count: 3, mine: true },
    ]);
    expect(reactionCounts(rows, 'u:h')).toEqual([
      { reaction: 'love', count: 1, mine: false },
      { reaction: 'party', count: 3, mine: true },
    ]);
  });

  it('leaves out reactions nobody gave and names it never knew', () => {
    expect(reactionCounts([{ reactor: 'i:a', reaction: 'thumbs' }], 'i:a')).toEqual([]);
  });
});

describe('reactorKey', () => {
  it('keys hosts by account and guests by invitation, so the two never collide', () => {
    expect(reactorKey({ kind: 'host', userId: 'x' })).toBe('u:x');
    expect(reactorKey({ kind: 'guest', inviteeId: 'x' })).toBe('i:x');
  });
});

describe('postSnippet', () => {
  it('keeps a short post whole, on one line', () => {
    expect(postSnippet('See you\n\nthere!')).toBe('See you there!');
  });

  it('cuts a long post at a word near the end, with an ellipsis', () => {
    const text = 'Bring a swimsuit, the pool is open until midnight and the hot tub is warm';
    const short = postSnippet(text, 40);
    expect(short).toBe('Bring a swimsuit, the pool is open…');
    expect(short.length).toBeLessThanOrEqual(40);
  });

  it('cuts a long word where it must', () => {
    expect(postSnippet('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
