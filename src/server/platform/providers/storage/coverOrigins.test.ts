import { describe, expect, it } from 'vitest';
import { coverSource } from '../../../../shared/images/coverSource';
import { loadEnv } from '../../env';
import { coverOriginsOf, storagePublicBases } from './index';

const s3 = {
  S3_BUCKET: 'elk-bucket',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_ENDPOINT: 'https://s3.example.net/',
};

describe('what counts as Elk’s own stored file', () => {
  it('is the public site’s /uploads/ on local disk', () => {
    expect(storagePublicBases(loadEnv({ PUBLIC_URL: 'https://elk.example/' }))).toEqual([
      'https://elk.example/uploads/',
    ]);
  });

  it('adds the bucket’s public base with S3, or endpoint/bucket without one', () => {
    const withCdn = loadEnv({
      ...s3,
      PUBLIC_URL: 'https://elk.example',
      S3_PUBLIC_URL: 'https://cdn.example.net/c',
    });
    expect(storagePublicBases(withCdn)).toEqual([
      'https://elk.example/uploads/',
      'https://cdn.example.net/c/',
    ]);
    expect(storagePublicBases(loadEnv(s3))).toContain('https://s3.example.net/elk-bucket/');
    const origins = coverOriginsOf(withCdn);
    expect(coverSource('https://cdn.example.net/c/gallery/a.webp', origins).kind).toBe('own');
    expect(coverSource('https://cdn.example.net/other/a.webp', origins).kind).toBe('outside');
    expect(coverSource('/uploads/gallery/a.webp', origins).kind).toBe('own');
  });

  it('copies from Pexels’ and GIPHY’s picture hosts by default, over https only', () => {
    const origins = coverOriginsOf(loadEnv({}));
    expect(origins.providerHosts).toEqual(['images.pexels.com', 'media.giphy.com']);
    expect(coverSource('https://images.pexels.com/photos/1/a.jpeg', origins).kind).toBe('provider');
    expect(coverSource('http://images.pexels.com/photos/1/a.jpeg', origins).kind).toBe('outside');
  });

  it('never lets production reach loopback through the cover copy', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', COVER_COPY_ALLOW_LOOPBACK: 'true' })).toThrow(
      /COVER_COPY_ALLOW_LOOPBACK is for tests/,
    );
    expect(coverOriginsOf(loadEnv({ COVER_COPY_ALLOW_LOOPBACK: 'true' })).allowHttpProviders).toBe(true);
  });
});
