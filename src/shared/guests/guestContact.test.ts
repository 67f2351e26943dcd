import { describe, expect, it } from 'vitest';
import { bulkAddSummary } from './copy';
import { contactKey, readContactGuest } from './guestContact';
import { pastedInvitees } from './guestInput';

describe('readContactGuest (one rule for pasted entries and CSV rows)', () => {
  it('accepts a bare e-mail and names the guest after it, as a paste does', () => {
    const reading = readContactGuest({ name: '  ', email: ' Ann@X.com ' });
    expect(reading).toEqual({ ok: true, guest: { name: 'ann@x.com', email: 'ann@x.com', phone: null } });
    // The paste path goes through the same rule and gives the same guest.
    expect(pastedInvitees([{ name: '', email: 'ann@x.com' }])).toEqual([
      { name: 'ann@x.com', email: 'ann@x.com' },
    ]);
  });
  it('accepts a bare phone, stored as E.164 and named as people read it', () => {
    expect(readContactGuest({ name: '', email: '', phone: '415 555 0123' })).toEqual({
      ok: true,
      guest: { name: '(415) 555-0123', email: null, phone: '+14155550123' },
    });
  });
  it('keeps a given name and both contacts', () => {
    expect(readContactGuest({ name: ' Bo Ray ', email: 'bo@x.io', phone: '+44 20 7946 0958' })).toEqual({
      ok: true,
      guest: { name: 'Bo Ray', email: 'bo@x.io', phone: '+442079460958' },
    });
  });
  it('gives the reason for a row it refuses', () => {
    expect(readContactGuest({ name: 'Ann' })).toEqual({
      ok: false,
      reason: 'Please enter an email or a phone number.',
    });
    expect(readContactGuest({ name: 'Ann', email: 'ann@x' })).toEqual({
      ok: false,
      reason: 'Please enter a valid email.',
    });
    expect(readContactGuest({ name: 'Ann', email: 'ann@x.io', phone: '555' })).toEqual({
      ok: false,
      reason: 'Please enter a valid phone number.',
    });
    expect(readContactGuest({ name: 'x'.repeat(129), email: 'ann@x.io' })).toEqual({
      ok: false,
      reason: 'Please enter a name.',
    });
    expect(readContactGuest({ name: 'A\u0000', email: 'ann@x.io' })).toMatchObject({ ok: false });
  });
  it('keys a guest by e-mail, else phone', () => {
    expect(contactKey({ name: 'A', email: 'a@x.io', phone: '+14155550123' })).toBe('a@x.io');
    expect(contactKey({ name: 'A', email: null, phone: '+14155550123' })).toBe('+14155550123');
  });
});

describe('bulkAddSummary', () => {
  it('never says invited: added guests are on the list, not sent', () => {
    expect(bulkAddSummary({ added: 3, skipped: 0, invalid: 0 })).toBe(
      '3 guests added to the list (invitations not sent yet).',
    );
    expect(bulkAddSummary({ added: 1, skipped: 1, invalid: 2 })).toBe(
      '1 guest added to the list (invitations not sent yet). 1 duplicate skipped. ' +
        '2 entries could not be read.',
    );
    expect(bulkAddSummary({ added: 0, skipped: 4, invalid: 0 })).toBe(
      'No new guests added. 4 duplicates skipped.',
    );
  });
});
