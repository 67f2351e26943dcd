import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createStorageProvider } from '../../src/server/providers/storage';
import { type RecordedRequest, startHttpStandIn } from '../helpers/httpStandIn';

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** Checks an AWS Signature Version 4 the way S3 does, from the request as it arrived. */
function verifySigV4(req: RecordedRequest, secret: string, region: string): boolean {
  const auth = String(req.headers.authorization);
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return false;
  const [, , day, signedRegion, signedHeaders, signature] = match;
  if (signedRegion !== region) return false;
  const names = signedHeaders!.split(';');
  const url = new URL(req.url, 'http://x');
  const canonical = [
    req.method,
    url.pathname,
    url.searchParams.toString(),
    ...names.map((name) => `${name}:${String(req.headers[name]).trim()}`),
    '',
    signedHeaders,
    req.headers['x-amz-content-sha256'],
  ].join('\n');
  const amzDate = String(req.headers['x-amz-date']);
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${secret}`, day!);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

describe('storage providers', () => {
  it('uses local disk under DATA_DIR by default', () => {
    expect(createStorageProvider(loadEnv({ DATA_DIR: '/tmp/elk-x' })).name).toBe('local');
  });

  it('puts objects into an S3-compatible bucket, signed, with the 1-day cache, when S3_BUCKET is set', async () => {
    const s3 = await startHttpStandIn(() => ({ status: 200, body: {} }));
    try {
      const env = loadEnv({
        S3_BUCKET: 'elk-media',
        S3_ENDPOINT: s3.url,
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
        S3_PUBLIC_URL: 'https://cdn.example.com/media/',
      });
      const storage = createStorageProvider(env);
      expect(storage.name).toBe('s3');
      const key = 'events/user_images/u1/my party-1700000000000.webp';
      const { url } = await storage.put(key, Buffer.from('image bytes'), 'image/webp');
      expect(url).toBe('https://cdn.example.com/media/events/user_images/u1/my%20party-1700000000000.webp');
      const [req] = s3.requests;
      expect(req!.method).toBe('PUT');
      expect(req!.url).toBe('/elk-media/events/user_images/u1/my%20party-1700000000000.webp');
      expect(req!.body).toBe('image bytes');
      expect(req!.headers['content-type']).toBe('image/webp');
      expect(req!.headers['cache-control']).toBe('public, max-age=86400');
      expect(req!.headers['x-amz-content-sha256']).toBe(sha256('image bytes'));
      expect(verifySigV4(req!, 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', 'eu-central-1')).toBe(true);
      expect(verifySigV4(req!, 'another secret', 'eu-central-1')).toBe(false);
    } finally {
      await s3.close();
    }
  });

  it('reports a refused upload', async () => {
    const s3 = await startHttpStandIn(() => ({ status: 403, body: { Code: 'AccessDenied' } }));
    try {
      const storage = createStorageProvider(
        loadEnv({ S3_BUCKET: 'b', S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's' }),
      );
      await expect(storage.put('k.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/HTTP 403/);
    } finally {
      await s3.close();
    }
  });

  it('refuses a bucket without keys at start-up', () => {
    expect(() => loadEnv({ S3_BUCKET: 'b' })).toThrow(/S3_BUCKET needs S3_ACCESS_KEY_ID/);
  });
});
