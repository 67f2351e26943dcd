import { describe, expect, it } from 'vitest';
import { type CoverOrigins, coverSource, coverToShow } from './coverSource';

const origins: CoverOrigins = {
  ownBases: ['/uploads/', 'https://elk.example/uploads/', 'https://cdn.example.net/elk-bucket/'],
  providerHosts: ['images.pexels.com'],
};

const kind = (url: string | null | undefined, o: CoverOrigins = origins) => coverSource(url, o).kind;

describe('coverSource', () => {
  it('accepts Elk’s stored files: same-site uploads, the public site’s and the storage’s public base', () => {
    for (const url of [
      '/uploads/events/user_images/u1/cake-1700000000000.webp',
      '/uploads/gallery/garden-party-1a2b3c4d.webp',
      '/uploads/events/generated/0123456789abcdef01234567.webp',
      'https://elk.example/uploads/events/cover.png',
      'https://cdn.example.net/elk-bucket/gallery/garden-party-1a2b3c4d.webp',
    ]) {
      expect(coverSource(url, origins)).toEqual({ kind: 'own', url });
    }
  });

  it('keeps an own address without its query or fragment', () => {
    expect(coverSource(' /uploads/a.webp?x=1#y ', origins)).toEqual({ kind: 'own', url: '/uploads/a.webp' });
    expect(coverToShow('https://elk.example/uploads/a.webp?guest=42', origins)).toBe(
      'https://elk.example/uploads/a.webp',
    );
  });

  it('refuses paths that climb out of a base or name another site', () => {
    for (const url of [
      '/uploads/../api/trpc/x',
      '/uploads/%2e%2e/api',
      '//tracker.example/uploads/a.png',
      '/\\tracker.example/uploads/a.png',
      '/uploads/',
      '/api/uploads/a.png',
      'https://elk.example/other/a.png',
      'https://elk.example.tracker.example/uploads/a.png',
      'https://user:pw@elk.example/uploads/a.png',
      'https://cdn.example.net/elk-bucket-other/a.png',
      'https://cdn.example.net/elk-bucket/../x.png',
      'http://elk.example/uploads/a.png',
    ]) {
      expect(kind(url), url).toBe('outside');
    }
  });

  it('calls anything else outside, whatever its scheme', () => {
    for (const url of [
      'https://tracker.example/pixel.gif',
      'http://tracker.example/pixel.gif',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      'javascript:alert(1)',
      'uploads/a.png',
      'not a url',
    ]) {
      expect(kind(url), url).toBe('outside');
    }
    expect(coverToShow('https://tracker.example/pixel.gif', origins)).toBeNull();
  });

  it('names an allowed provider’s https picture for copying, never for showing', () => {
    const url = 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg?w=1200';
    expect(coverSource(url, origins)).toEqual({ kind: 'provider', url });
    expect(coverToShow(url, origins)).toBeNull();
    expect(kind('http://images.pexels.com/photos/1.jpeg')).toBe('outside');
    expect(kind('https://images.pexels.com:8443/photos/1.jpeg')).toBe('outside');
    expect(kind('https://x@images.pexels.com/photos/1.jpeg')).toBe('outside');
    expect(kind('https://images.pexels.com.tracker.example/1.jpeg')).toBe('outside');
  });

  it('takes a plain-http provider only with the test switch on', () => {
    const local = { ...origins, providerHosts: ['127.0.0.1:4321'] };
    expect(kind('http://127.0.0.1:4321/p.png', local)).toBe('outside');
    expect(kind('http://127.0.0.1:4321/p.png', { ...local, allowHttpProviders: true })).toBe('provider');
  });

  it('ignores a base without its closing slash, and answers none for no cover', () => {
    const loose = { ownBases: ['https://cdn.example.net/elk-bucket'], providerHosts: [] };
    expect(kind('https://cdn.example.net/elk-bucket/a.png', loose)).toBe('outside');
    expect(kind(null)).toBe('none');
    expect(kind('   ')).toBe('none');
    expect(coverToShow(undefined, origins)).toBeNull();
  });
});
