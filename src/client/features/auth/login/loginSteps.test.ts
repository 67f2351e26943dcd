import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL } from '../../../../shared/constants';
import { MSG } from '../../../../shared/common/copy';
import { lastSignInEmail, lastSignInPhone, rememberSignInContact } from './lastContact';
import { codeCheckOutcome } from './loginStepError';

describe('a checked sign-in code', () => {
  it('gives the sign-in token when the code was right', () => {
    expect(codeCheckOutcome({ success: true, firebaseCustomToken: 'tok' })).toEqual({
      ok: true,
      signInToken: 'tok',
    });
  });

  it("shows the server's message, or the spec's, for a wrong code", () => {
    expect(codeCheckOutcome({ success: false, errorMessage: 'Invalid code, please try again.' })).toEqual({
      ok: false,
      reason: 'invalid_code',
      message: 'Invalid code, please try again.',
    });
    expect(codeCheckOutcome({ success: false })).toMatchObject({ message: MSG.invalidCode });
  });

  it("answers the spec's authenticate error when the server said yes but sent no token", () => {
    for (const firebaseCustomToken of [undefined, null, '']) {
      expect(codeCheckOutcome({ success: true, firebaseCustomToken })).toEqual({
        ok: false,
        reason: 'missing_token',
        // Spec section 8, 'Login missing token or other'.
        message: `An error occurred trying to authenticate, please try again. If this error persists, contact us at ${SUPPORT_EMAIL}.`,
      });
    }
  });
});

describe('the last phone and e-mail used on this browser', () => {
  const items = new Map<string, string>();
  beforeEach(() => {
    items.clear();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prefills nothing the first time', () => {
    expect(lastSignInPhone()).toBe('');
    expect(lastSignInEmail()).toBe('');
  });

  it('prefills the number and the address a code was last sent to, the number as people read it', () => {
    rememberSignInContact({ channel: 'phone', address: '+14155550123' });
    rememberSignInContact({ channel: 'email', address: 'ann@example.com' });
    expect(lastSignInPhone()).toBe('(415) 555-0123');
    expect(lastSignInEmail()).toBe('ann@example.com');
  });

  it('prefills a phone only when it is +1 and 10 digits, and only a valid e-mail', () => {
    rememberSignInContact({ channel: 'phone', address: '+442079460958' });
    expect(lastSignInPhone()).toBe('');
    items.set('lastSignInPhone', '4155550123');
    expect(lastSignInPhone()).toBe('');
    items.set('lastSignInEmail', 'not an address');
    expect(lastSignInEmail()).toBe('');
  });

  it('prefills nothing, and does not fail, when storage is refused', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => rememberSignInContact({ channel: 'email', address: 'a@example.com' })).not.toThrow();
    expect(lastSignInEmail()).toBe('');
  });
});
