import { describe, expect, it } from 'vitest';
import {
  type AnswerNews,
  answerLine,
  digestDueOn,
  digestGroups,
  digestSubject,
  hostUpdateSubject,
  nextHostUpdateAt,
  totalsLine,
} from './hostNews';

const news = (over: Partial<AnswerNews>): AnswerNews => ({
  name: 'Ann Lee',
  rsvpStatus: 'YES',
  waitlistStatus: null,
  additionalGuestCount: 0,
  previousStatus: null,
  ...over,
});

describe('answerLine', () => {
  it('says who answered what, with their extra guests when going', () => {
    expect(answerLine(news({ additionalGuestCount: 2 }))).toBe('Ann Lee is going (+2)');
    expect(answerLine(news({ rsvpStatus: 'NO', additionalGuestCount: 2 }))).toBe("Ann Lee can't make it");
    expect(answerLine(news({ waitlistStatus: 'PENDING_APPROVAL' }))).toBe(
      'Ann Lee asked to join the guest list',
    );
    expect(answerLine(news({ name: '  ' }))).toBe('A guest is going');
  });

  it('says what changed when the hosts heard another answer before', () => {
    expect(answerLine(news({ rsvpStatus: 'NO', previousStatus: 'YES' }))).toBe(
      "Ann Lee changed their answer: can't make it (was going)",
    );
    // The same answer again (a changed +N) reads as the answer itself.
    expect(answerLine(news({ additionalGuestCount: 1, previousStatus: 'YES' }))).toBe(
      'Ann Lee is going (+1)',
    );
  });
});

describe('subjects and totals', () => {
  it('names the one answer, or counts several', () => {
    expect(hostUpdateSubject([news({})], 'Picnic')).toBe('Ann Lee is going: Picnic');
    expect(hostUpdateSubject([news({}), news({ name: 'Bo' })], 'Picnic')).toBe('2 new answers for Picnic');
    expect(digestSubject(1, 'Picnic')).toBe('Daily digest for Picnic: 1 new answer');
    expect(digestSubject(2, 'Picnic', 1)).toBe('Daily digest for Picnic: 2 new answers and 1 wall post');
    expect(digestSubject(0, 'Picnic', 3)).toBe('Daily digest for Picnic: 3 new wall posts');
    expect(totalsLine({ going: 12, notGoing: 3, awaiting: 5 })).toBe(
      "Going 12 · Can't make it 3 · Awaiting 5",
    );
  });
});

describe('digestGroups', () => {
  it('groups the answers with counts and names', () => {
    const groups = digestGroups([
      news({ name: 'Ann', additionalGuestCount: 1 }),
      news({ name: 'Cy', rsvpStatus: 'NO' }),
      news({ name: 'Bo' }),
    ]);
    expect(groups).toEqual([
      { heading: 'Going (2)', names: ['Ann (+1)', 'Bo'] },
      { heading: "Can't make it (1)", names: ['Cy'] },
    ]);
  });
});

describe('digestDueOn', () => {
  // 2026-06-10 15:30 UTC is 08:30 in Los Angeles and 17:30 in Berlin.
  const now = new Date('2026-06-10T15:30:00Z');

  it('is due from 9:00 on the party’s own clock, once a day', () => {
    expect(digestDueOn(now, 'America/Los_Angeles', null)).toBeNull();
    expect(digestDueOn(now, 'Europe/Berlin', null)).toBe('2026-06-10');
    expect(digestDueOn(now, 'Europe/Berlin', '2026-06-09')).toBe('2026-06-10');
    expect(digestDueOn(now, 'Europe/Berlin', '2026-06-10')).toBeNull();
    expect(digestDueOn(new Date('2026-06-10T16:00:00Z'), 'America/Los_Angeles', '2026-06-09')).toBe(
      '2026-06-10',
    );
  });
});

describe('nextHostUpdateAt', () => {
  it('waits a minute after the last message', () => {
    const last = new Date('2026-06-10T15:00:00Z');
    expect(nextHostUpdateAt(null, last)).toBeNull();
    expect(nextHostUpdateAt(last, new Date('2026-06-10T15:00:20Z'))).toEqual(
      new Date('2026-06-10T15:01:00Z'),
    );
    expect(nextHostUpdateAt(last, new Date('2026-06-10T15:01:00Z'))).toBeNull();
  });
});
