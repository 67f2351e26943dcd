import { describe, expect, it } from 'vitest';
import { openToken, sealToken } from './tokenCrypto';

describe('sealed music tokens', () => {
  const key = 'a-key-of-sixteen-or-more';
  it('opens what it sealed, and the sealed text does not contain the token', () => {
    const sealed = sealToken(key, 'BQD-access-token');
    expect(sealed).not.toContain('BQD-access-token');
    expect(openToken(key, sealed)).toBe('BQD-access-token');
  });
  it('seals the same token differently each time', () => {
    expect(sealToken(key, 't')).not.toBe(sealToken(key, 't'));
  });
  it('refuses another key, a tampered value and garbage', () => {
    const sealed = sealToken(key, 'token');
    expect(openToken('another-key-of-sixteen', sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(openToken(key, parts.join('.'))).toBeNull();
    expect(openToken(key, 'plain-token')).toBeNull();
  });
});
