import { describe, expect, it } from 'vitest';
import { loginStateFromNavigation, sentToFromNavigation, visiblePage } from './loginState';

describe('login navigation state sentTo and codeType', () => {
  it('reads an e-mail or a phone, by codeType or by its form', () => {
    expect(sentToFromNavigation('Ann@Example.com', 'email')).toEqual({
      channel: 'email',
      address: 'ann@example.com',
      display: 'ann@example.com',
    });
    expect(sentToFromNavigation('4155550123', undefined)).toMatchObject({
      channel: 'phone',
      address: '+14155550123',
    });
    expect(sentToFromNavigation('not a phone', 'phone')).toBeNull();
    expect(sentToFromNavigation(42, 'email')).toBeNull();
  });

  it('opens the code page when a code was sent, else the first page', () => {
    const sent = sentToFromNavigation('ann@example.com', 'email');
    expect(visiblePage(loginStateFromNavigation('phone', sent))).toBe('code');
    expect(visiblePage(loginStateFromNavigation('email', null))).toBe('email');
  });
});
