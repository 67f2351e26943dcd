import { describe, expect, it } from 'vitest';
import { logoutConfirmText } from './logoutConfirm';

describe('logoutConfirmText', () => {
  it("keeps the spec's words for an account that signs in by phone, with 'log out' as the verb", () => {
    expect(logoutConfirmText({ emails: [], phones: ['+14155550100'] })).toBe(
      "Are you sure you want to log out? You won't need to verify your phone number every time if you stay logged in.",
    );
  });
  it('talks about the e-mail address to an account that signs in by e-mail', () => {
    const text = logoutConfirmText({ emails: ['a@example.com'], phones: [] });
    expect(text).toContain('verify your email address every time');
    expect(text).not.toContain('phone');
  });
  it('names both when the account has both, and neither when it has none (social sign-in)', () => {
    expect(logoutConfirmText({ emails: ['a@example.com'], phones: ['+14155550100'] })).toContain(
      'your phone number or email address',
    );
    const social = logoutConfirmText({ emails: [], phones: [] });
    expect(social).not.toMatch(/phone|email/);
    expect(social).toContain('sign in again');
    for (const text of [social, logoutConfirmText({ emails: ['a@example.com'], phones: [] })])
      expect(text).toMatch(/^Are you sure you want to log out\? /);
  });
});
