import { describe, expect, it } from 'vitest';
import { guestListFileName, neutraliseCell } from './csvCell';

describe('neutraliseCell', () => {
  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'])('prefixes %j with an apostrophe', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it('leaves ordinary text and numbers alone', () => {
    expect(neutraliseCell('Ann Lee')).toBe('Ann Lee');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell(3)).toBe('3');
    expect(neutraliseCell(null)).toBe('');
  });
});

describe('guestListFileName', () => {
  it('names the file after the party and date, without header-breaking characters', () => {
    expect(guestListFileName('Garden party', '2026-05-01')).toBe(
      'Guestlist for Garden party - 2026-05-01.csv',
    );
    expect(guestListFileName('A "b"\r\n/c', '2026-05-01')).toBe('Guestlist for A  b c - 2026-05-01.csv');
  });
});
