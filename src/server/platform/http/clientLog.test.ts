import { describe, expect, it } from 'vitest';
import { parseClientLogLines } from './clientLog';

describe('parseClientLogLines', () => {
  it('reads the severity word and keeps unknown ones as INFO', () => {
    expect(parseClientLogLines('WARN slow page\nhello there\n\nERROR boom')).toEqual([
      { severity: 'WARN', message: 'slow page' },
      { severity: 'INFO', message: 'hello there' },
      { severity: 'ERROR', message: 'boom' },
    ]);
  });
  it('caps line count and length', () => {
    const parsed = parseClientLogLines(
      Array.from({ length: 50 }, () => `INFO ${'x'.repeat(5000)}`).join('\n'),
    );
    expect(parsed).toHaveLength(20);
    expect(parsed[0]!.message).toHaveLength(2000);
  });
});
