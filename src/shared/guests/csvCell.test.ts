import { describe, expect, it } from 'vitest';
import { guestListFileName, neutraliseCell } from './csvCell';

describe('neutraliseCell', () => {
  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'])('prefixes %j with an apostrophe', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it.each([';=cmd|calc', ',=1+1', 'Ann;@SUM(A1)', ' =1+1', 'x, -2+3', 'a"=b', "it's 'fun'=1", 'x\n=1'])(
    'prefixes %j, where a separator, quote or space lets a formula start a cell',
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );
  it('leaves numbers as numbers, even negative ones', () => {
    expect(neutraliseCell(-3)).toBe('-3');
  });
  it('leaves ordinary text and numbers alone', () => {
    expect(neutraliseCell('Ann Lee')).toBe('Ann Lee');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell('Ann-Marie Lee')).toBe('Ann-Marie Lee');
    expect(neutraliseCell('Lee, Ann')).toBe('Lee, Ann');
    expect(neutraliseCell(3)).toBe('3');
    expect(neutraliseCell(null)).toBe('');
  });
});

describe('guestListFileName', () => {
  // 2026-05-02 03:00 UTC is still May 1 in Los Angeles.
  const start = Date.UTC(2026, 4, 2, 3, 0);

  it("names the file after the party and the party's date in its own time zone", () => {
    expect(
      guestListFileName({ title: 'Garden party', startTime: start, timeZone: 'America/Los_Angeles' }),
    ).toBe('Guestlist for Garden party - 2026-05-01.csv');
    expect(guestListFileName({ title: 'Garden party', startTime: start, timeZone: 'Asia/Tokyo' })).toBe(
      'Guestlist for Garden party - 2026-05-02.csv',
    );
  });

  it('uses today (in the party zone) without a start, and replaces header- or path-breaking characters', () => {
    const now = new Date(Date.UTC(2026, 0, 15, 12));
    expect(guestListFileName({ title: 'A "b"\r\n/c:d', startTime: 0, timeZone: 'UTC' }, now)).toBe(
      'Guestlist for A b c d - 2026-01-15.csv',
    );
    expect(guestListFileName({ title: '  ', startTime: start, timeZone: 'Not/AZone' })).toBe(
      'Guestlist for Untitled Party - 2026-05-02.csv',
    );
  });
});
