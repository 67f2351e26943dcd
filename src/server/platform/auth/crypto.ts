import { randomInt } from 'node:crypto';
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256, sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

const encoder = new TextEncoder();

/** A random token with `bytes` bytes of entropy (20 bytes = 160 bits, as Lucia's guide recommends). */
export function randomToken(bytes = 20): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));
}

export function sha256Hex(text: string): string {
  return encodeHexLowerCase(sha256(encoder.encode(text)));
}

export function hmacHex(key: string, text: string): string {
  return encodeHexLowerCase(hmac(SHA256, encoder.encode(key), encoder.encode(text)));
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
