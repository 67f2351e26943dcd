import { createHash, createHmac, randomInt } from 'node:crypto';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

const encoder = new TextEncoder();

/** A random token with `bytes` bytes of entropy (20 bytes = 160 bits, as Lucia's guide recommends). */
export function randomToken(bytes = 20): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));
}

// SHA-256 and HMAC from node:crypto (OpenSSL), the same digests as @oslojs/crypto's, which computes them in
// JavaScript: a new guest's answer derives and hashes a token, and the pure-JS pair cost it about 40 µs of the
// event loop (4% of the request in the bench's profiles) against a few µs here.
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function hmacHex(key: string, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('hex');
}

export function equalHex(a: string, b: string): boolean {
  return a.length === b.length && constantTimeEqual(encoder.encode(a), encoder.encode(b));
}

/** A uniformly random numeric code of `length` digits, leading zeros kept. */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}
