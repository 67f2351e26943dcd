import { describe, expect, it } from 'vitest';
import {
  dropExistingGuests,
  parseNameAndEmail,
  invalidEntriesMessage,
  parsePastedGuests,
  parsePastedList,
  pastedInvitees,
  readTypedGuest,
} from './guestInput';

describe('parseNameAndEmail', () => {
  it('reads a name and a bracketed address', () => {
    expect(parseNameAndEmail('Ann Lee <Ann@X.com>')).toEqual({ name: 'Ann Lee', email: 'ann@x.com' });
  });
  it('reads a bare address with an empty name', () => {
    expect(parseNameAndEmail('  bob@example.org ')).toEqual({ name: '', email: 'bob@example.org' });
  });
  it('strips quotes around the name', () => {
    expect(parseNameAndEmail('"Lee, Ann" <ann@x.com>')).toEqual({ name: 'Lee, Ann', email: 'ann@x.com' });
  });
  it('rejects text without a valid address', () => {
    expect(parseNameAndEmail('Ann Lee')).toBeNull();
    expect(parseNameAndEmail('Ann <ann@x>')).toBeNull();
  });
});

describe('parsePastedGuests', () => {
  it('splits on commas and newlines and drops repeats case-insensitively', () => {
    const result = parsePastedGuests('a@x.com, Bee <b@x.com>\nA@X.com\n\nc@x.com');
    expect(result).toEqual({
      ok: true,
      entries: [
        { name: '', email: 'a@x.com' },
        { name: 'Bee', email: 'b@x.com' },
        { name: '', email: 'c@x.com' },
      ],
    });
  });
  it('names the bad entries only when there is no good one', () => {
    expect(parsePastedGuests('not-an-email; also bad')).toEqual({
      ok: false,
      error: 'Please enter valid email addresses: not-an-email, also bad',
    });
  });
  it('rejects empty input', () => {
    expect(parsePastedGuests(' \n , ')).toEqual({ ok: false, error: 'Please enter valid email addresses.' });
  });
});

describe('parsePastedList', () => {
  it('keeps the good entries and names the bad ones instead of rejecting all', () => {
    expect(parsePastedList('a@x.com, not-an-email, b@x.com\nc@x.com, d@x\ne@x.com')).toEqual({
      entries: ['a', 'b', 'c', 'e'].map((n) => ({ name: '', email: `${n}@x.com` })),
      invalid: ['not-an-email', 'd@x'],
      repeated: 0,
    });
  });
  it('counts the repeated entries it drops, so the host can be told', () => {
    expect(parsePastedList('a@x.com, A@X.com\nBee <a@x.com>, b@x.com')).toMatchObject({ repeated: 2 });
  });
  it("accepts Outlook's semicolons, with quoted names that contain commas", () => {
    expect(parsePastedList('a@x.com; b@x.com')).toEqual({
      entries: [
        { name: '', email: 'a@x.com' },
        { name: '', email: 'b@x.com' },
      ],
      invalid: [],
      repeated: 0,
    });
    expect(parsePastedList('"Lee, Ann" <ann@x.com>; Bo Ray <bo@x.com>;')).toEqual({
      entries: [
        { name: 'Lee, Ann', email: 'ann@x.com' },
        { name: 'Bo Ray', email: 'bo@x.com' },
      ],
      invalid: [],
      repeated: 0,
    });
  });
  it('ends an unclosed bracket at the line break, so the next line still counts', () => {
    expect(parsePastedList('Ann <ann@x.com\nbo@x.com')).toEqual({
      entries: [{ name: '', email: 'bo@x.com' }],
      invalid: ['Ann <ann@x.com'],
      repeated: 0,
    });
  });
});

describe('invalidEntriesMessage', () => {
  it("keeps the spec's sentence and lists the entries", () => {
    expect(invalidEntriesMessage([])).toBe('Please enter valid email addresses.');
    expect(invalidEntriesMessage(['x', 'y@'])).toBe('Please enter valid email addresses: x, y@');
  });
});

describe('dropExistingGuests', () => {
  it('keeps only addresses not yet on the event', () => {
    const entries = [
      { name: '', email: 'a@x.com' },
      { name: '', email: 'b@x.com' },
    ];
    expect(dropExistingGuests(entries, ['A@x.com', null])).toEqual({ ok: true, entries: [entries[1]] });
  });
  it('says so when nothing new remains', () => {
    expect(dropExistingGuests([{ name: '', email: 'a@x.com' }], ['a@x.com'])).toEqual({
      ok: false,
      error: 'No new invites found in pasted text.',
    });
  });
});

describe('readTypedGuest', () => {
  it("reads 'name <email>' into both fields, as typed", () => {
    expect(readTypedGuest('Ann Archer <ann@x.io>')).toEqual({
      name: 'Ann Archer',
      email: 'ann@x.io',
      emailFirst: false,
    });
    expect(readTypedGuest('"Bo" < bo@x.io >')).toEqual({ name: 'Bo', email: 'bo@x.io', emailFirst: false });
    // Not yet valid: the fields open pre-filled and the add step reports the address.
    expect(readTypedGuest('Cy <cy@x>')).toEqual({ name: 'Cy', email: 'cy@x', emailFirst: false });
  });
  it('asks for the e-mail first when an address was typed, else for the name', () => {
    expect(readTypedGuest('cara@x.io')).toEqual({ name: '', email: 'cara@x.io', emailFirst: true });
    expect(readTypedGuest(' Dan ')).toEqual({ name: 'Dan', email: '', emailFirst: false });
    expect(readTypedGuest('')).toEqual({ name: '', email: '', emailFirst: false });
  });
});

describe('pastedInvitees', () => {
  it('names a bare address after itself and keeps given names', () => {
    expect(
      pastedInvitees([
        { name: 'Ann', email: 'ann@x.io' },
        { name: '', email: 'bo@x.io' },
      ]),
    ).toEqual([
      { name: 'Ann', email: 'ann@x.io' },
      { name: 'bo@x.io', email: 'bo@x.io' },
    ]);
  });
});
