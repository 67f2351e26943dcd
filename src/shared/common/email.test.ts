import { describe, expect, it } from 'vitest';
import { isValidEmail, mailboxAddress, normalizeEmail } from './email';

describe('isValidEmail', () => {
  it.each(['ann@example.com', 'a.b+party@sub.example.co', 'X@Y.museum'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each([
    '',
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann@example.c',
    `ann@example.${'a'.repeat(33)}`,
    'ann@exa mple.com',
    'ann@example.c0m',
    `${'a'.repeat(120)}@example.com`,
    'a\u0000b@example.com',
    'a\u0001b@example.com',
    'a\u007fb@example.com',
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('normalises case and spaces', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('mailboxAddress', () => {
  it.each([
    ['Elk <no-reply@elk.example>', 'no-reply@elk.example'],
    ['"Elk, the party app" <hello@elk.test>', 'hello@elk.test'],
    [' hello@elk.test ', 'hello@elk.test'],
  ])('finds the address in %s', (mailbox, address) => {
    expect(mailboxAddress(mailbox)).toBe(address);
  });
  it.each(['Elk', 'Elk <>', 'Elk <not an address>', '<a@b.example> trailing'])(
    'finds none in %s',
    (mailbox) => {
      expect(mailboxAddress(mailbox)).toBeNull();
    },
  );
});
