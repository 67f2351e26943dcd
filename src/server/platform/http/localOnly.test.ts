import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isDirectLocalRequest, isLoopbackAddress } from './localOnly';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1'])(
    '%s is loopback',
    (a) => {
      expect(isLoopbackAddress(a)).toBe(true);
    },
  );
  it.each([
    undefined,
    '',
    '192.0.2.2',
    '::ffff:192.0.2.2',
    '2001:db8::1',
    '0.0.0.0',
    '::',
    '128.0.0.1',
    'localhost',
  ])('%s is not', (a) => {
    expect(isLoopbackAddress(a)).toBe(false);
  });
});

describe('isDirectLocalRequest', () => {
  const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

  it('takes a loopback peer that no proxy forwarded', () => {
    expect(isDirectLocalRequest(req('127.0.0.1', { host: 'localhost:3000' }))).toBe(true);
  });
  it('refuses a remote peer, whatever it claims, and anything a proxy passed on', () => {
    expect(isDirectLocalRequest(req('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(isDirectLocalRequest(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }))).toBe(false);
    expect(isDirectLocalRequest(req('127.0.0.1', { forwarded: 'for=203.0.113.7' }))).toBe(false);
    expect(isDirectLocalRequest(req('::1', { 'x-real-ip': '203.0.113.7' }))).toBe(false);
  });
});
