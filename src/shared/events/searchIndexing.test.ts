import { describe, expect, it } from 'vitest';
import { isPrivateParty } from './searchIndexing';

describe('isPrivateParty', () => {
  it('keeps a party with a public guest list indexable', () => {
    expect(isPrivateParty({ publicGuestList: true })).toBe(false);
  });

  it('makes a party private when its guest list is private', () => {
    expect(isPrivateParty({ publicGuestList: false })).toBe(true);
  });
});
