import { hmac } from '@oslojs/crypto/hmac';
import { SHA256, sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { describe, expect, it } from 'vitest';
import { hmacHex, sha256Hex } from './crypto';

// The digests behind stored session hashes and invitation tokens: node:crypto's must be the ones @oslojs/crypto
// made (rows written before the switch still match), and the standard's.

const encoder = new TextEncoder();

describe('sha256Hex and hmacHex', () => {
  it('give the standard test vectors', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hmacHex('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });

  it('match @oslojs/crypto on tokens, invitation ids and text beyond ASCII', () => {
    const texts = ['', 'invite:0b6b8e9e-4f3c-4a8e-9d1a-2f6f1c7e5a10', 'Zoë’s party 🎉', 'x'.repeat(1000)];
    for (const text of texts) {
      expect(sha256Hex(text)).toBe(encodeHexLowerCase(sha256(encoder.encode(text))));
      expect(hmacHex('a-secret-κλειδί', text)).toBe(
        encodeHexLowerCase(hmac(SHA256, encoder.encode('a-secret-κλειδί'), encoder.encode(text))),
      );
    }
  });
});
