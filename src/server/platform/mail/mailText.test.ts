import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { senderAddress } from './mailText';

// The app's sending address, which calendar invitations name as their ORGANIZER (issue 39).

describe('senderAddress', () => {
  it('is the address of MAIL_FROM, its default included', () => {
    expect(senderAddress(loadEnv({ MAIL_FROM: '"Elk, parties" <hello@elk.test>' }))).toBe('hello@elk.test');
    expect(senderAddress(loadEnv({}))).toBe('no-reply@elk.localhost');
  });

  it('refuses at start-up a MAIL_FROM without an address, saying what it needs', () => {
    expect(() => loadEnv({ MAIL_FROM: 'Elk' })).toThrow(/MAIL_FROM: MAIL_FROM needs an e-mail address/);
  });
});
