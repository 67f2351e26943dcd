import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../shared/rules/email';
import { readPastedGuests, readTypedGuest } from './typedGuest';

describe('typed guest', () => {
  it("reads 'name <email>' into both fields", () => {
    expect(readTypedGuest('Ann Archer <ann@x.io>')).toEqual({
      name: 'Ann Archer',
      email: 'ann@x.io',
      emailFirst: false,
    });
    expect(readTypedGuest('"Bo" < bo@x.io >')).toEqual({ name: 'Bo', email: 'bo@x.io', emailFirst: false });
  });
  it('asks for the e-mail first when an address was typed, else for the name', () => {
    expect(readTypedGuest('cara@x.io')).toEqual({ name: '', email: 'cara@x.io', emailFirst: true });
    expect(readTypedGuest(' Dan ')).toEqual({ name: 'Dan', email: '', emailFirst: false });
  });
});

describe('pasted guests', () => {
  it('splits on commas and new lines, drops repeats and invited addresses', () => {
    const result = readPastedGuests(
      'Ann <ANN@x.io>, bo@x.io\n\ncara@x.io\nbo@x.io, old@x.io',
      ['Old@x.io'],
      isValidEmail,
    );
    expect(result).toEqual({
      ok: true,
      guests: [
        { name: 'Ann', email: 'ann@x.io' },
        { name: '', email: 'bo@x.io' },
        { name: '', email: 'cara@x.io' },
      ],
    });
  });
  it('rejects the whole input when one entry is not an address', () => {
    expect(readPastedGuests('ann@x.io, nope', [], isValidEmail)).toEqual({ ok: false, invalid: ['nope'] });
    expect(readPastedGuests('  ', [], isValidEmail)).toEqual({ ok: false, invalid: [] });
  });
  it('answers with no guests when everything was already invited', () => {
    expect(readPastedGuests('a@x.io', ['a@x.io'], isValidEmail)).toEqual({ ok: true, guests: [] });
  });
});
