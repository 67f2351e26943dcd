import { describe, expect, it } from 'vitest';
import { isPrivateParty } from './searchIndexing';

describe('isPrivateParty', () => {
  it('keeps an open invite with a public guest list indexable', () => {
    expect(isPrivateParty({ openInvite: true, publicGuestList: true })).toBe(false);
  });

  it('makes a party private when guests cannot bring others or cannot see who else comes', () => {
    expect(isPrivateParty({ openInvite: false, publicGuestList: true })).toBe(true);
    expect(isPrivateParty({ openInvite: true, publicGuestList: false })).toBe(true);
    expect(isPrivateParty({ openInvite: false, publicGuestList: false })).toBe(true);
  });
});
