import { describe, expect, it } from 'vitest';
import {
  decodeLoginState,
  encodeLoginState,
  fromBase64,
  isSafePath,
  loginTarget,
  loginUrlFor,
  parseRootParams,
  toBase64Url,
} from './loginRedirect';

const encodeRaw = (value: unknown) => toBase64Url(JSON.stringify(value));

describe('base64 helpers', () => {
  it('round-trips UTF-8 text as base64url without padding', () => {
    const encoded = toBase64Url('Fête 🎉 ?a=1&b=2');
    expect(encoded).not.toMatch(/[+/=]/);
    expect(fromBase64(encoded)).toBe('Fête 🎉 ?a=1&b=2');
  });
  it('reads standard base64 too, with a query-string space standing for "+"', () => {
    const standard = btoa('>>>???'); // contains '+' and '/'
    expect(standard).toMatch(/[+/]/);
    expect(fromBase64(standard)).toBe('>>>???');
    expect(fromBase64(standard.replace(/\+/g, ' '))).toBe('>>>???');
  });
  it('gives null for text that is not base64 or not UTF-8', () => {
    expect(fromBase64('not base64!')).toBeNull();
    expect(fromBase64('A')).toBeNull();
    expect(fromBase64(btoa('\xff\xfe'))).toBeNull();
  });
});

describe('login state', () => {
  it('round-trips path and search', () => {
    const state = { path: '/event/abc', search: '?r=yes&iu=42' };
    expect(decodeLoginState(encodeLoginState(state))).toEqual({ ok: true, value: state });
    expect(loginTarget(encodeLoginState(state))).toEqual({ target: '/event/abc?r=yes&iu=42' });
  });
  it('treats a missing search as empty', () => {
    expect(loginTarget(encodeRaw({ path: '/events' }))).toEqual({ target: '/events' });
  });
  it.each([
    [undefined],
    [null],
    [''],
    ['%%%'],
    [toBase64Url('not json')],
    [encodeRaw('just a string')],
    [encodeRaw({ search: '?a=1' })],
    [encodeRaw({ path: 42, search: '' })],
  ])('falls back to / for missing or unreadable state %s', (encoded) => {
    const result = loginTarget(encoded);
    expect(result.target).toBe('/');
    expect(result.problem).toBeTruthy();
  });
  it.each([
    '//evil.com',
    '//evil.com/path',
    'http://evil.com',
    'https://evil.com/',
    'javascript:alert(1)',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /events',
    'events',
    '/events?x=1',
    '/events#top',
  ])('refuses the path %j (no open redirect)', (path) => {
    expect(isSafePath(path)).toBe(false);
    expect(loginTarget(encodeRaw({ path, search: '' })).target).toBe('/');
  });
  it.each(['x=1', '?a=1#frag', '?a=\n1'])('refuses the search %j', (search) => {
    expect(loginTarget(encodeRaw({ path: '/events', search })).target).toBe('/');
  });
  it('accepts ordinary same-site paths', () => {
    for (const path of ['/', '/events', '/event/123/ro', '/profile/edit', '/event/a%2Fb']) {
      expect(isSafePath(path)).toBe(true);
    }
  });
});

describe('loginUrlFor', () => {
  it('encodes the current path and search into s', () => {
    const url = loginUrlFor({ path: '/events', search: '?activeTab=PAST' });
    expect(url.startsWith('/login?s=')).toBe(true);
    const s = new URLSearchParams(url.slice('/login'.length)).get('s');
    expect(loginTarget(s).target).toBe('/events?activeTab=PAST');
  });
  it('returns to / from the landing page', () => {
    const s = new URLSearchParams(loginUrlFor({ path: '/welcome', search: '?x=1' }).slice(6)).get('s');
    expect(loginTarget(s).target).toBe('/');
  });
});

describe('root params', () => {
  it('reads an EventPage link', () => {
    expect(parseRootParams(btoa(JSON.stringify({ urlType: 'EventPage', eventId: 'abc-123' })))).toEqual({
      ok: true,
      value: { eventId: 'abc-123' },
    });
  });
  it.each([
    [undefined],
    [''],
    ['???'],
    [btoa('not json')],
    [btoa(JSON.stringify({ urlType: 'Other', eventId: 'abc' }))],
    [btoa(JSON.stringify({ urlType: 'EventPage' }))],
    [btoa(JSON.stringify({ urlType: 'EventPage', eventId: 7 }))],
    [btoa(JSON.stringify({ urlType: 'EventPage', eventId: '../../login' }))],
    [btoa(JSON.stringify({ urlType: 'EventPage', eventId: 'a/b' }))],
  ])('ignores %s', (encoded) => {
    expect(parseRootParams(encoded).ok).toBe(false);
  });
});
