import { describe, expect, it } from 'vitest';
import { assertNever } from './assertNever';

type Status = 'a' | 'b';

function label(status: Status): string {
  switch (status) {
    case 'a':
      return 'A';
    case 'b':
      return 'B';
    default:
      return assertNever(status, 'status');
  }
}

describe('assertNever', () => {
  it('lets handled values through and throws on an unhandled one', () => {
    expect(label('a')).toBe('A');
    expect(() => label('c' as Status)).toThrow('Unhandled status: "c"');
  });
});
