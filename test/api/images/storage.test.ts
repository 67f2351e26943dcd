import { createHash, createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../src/server/platform/env';
import { createStorageProvider, storageKeysIn } from '../../../src/server/platform/providers/storage';
import { type RecordedRequest, startHttpStandIn } from '../../helpers/httpStandIn';

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
    // The canonical query: parameters sorted by name, each part percent-encoded.
    [...url.searchParams]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&'),
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
      // An album photo is for the party's people only: kept by their browsers, never by a shared cache.
      await storage.put('albums/e1/p1/photo.jpg', Buffer.from('photo bytes'), 'image/jpeg');
      expect(s3.requests[1]!.headers['cache-control']).toBe('private, max-age=86400');
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

  it('deletes by prefix from local disk, keeping what it is told to keep', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elk-storage-'));
    try {
      const storage = createStorageProvider(loadEnv({ DATA_DIR: dataDir }));
      const stored = async (key: string) => (await storage.put(key, Buffer.from(key), 'image/webp')).url;
      await stored('events/user_images/u1/a-1.webp');
      const keptUrl = await stored('events/user_images/u1/b-2.webp');
      await stored('events/user_images/u10/c-3.webp');
      const keep = new Set(storageKeysIn(keptUrl, 'events/user_images/u1/'));
      expect(keep).toEqual(new Set(['events/user_images/u1/b-2.webp']));

      const removed = await storage.deleteByPrefix('events/user_images/u1/', (key) => keep.has(key));
      expect(removed).toEqual(['events/user_images/u1/a-1.webp']);
      const file = (key: string) => path.join(dataDir, 'uploads', key);
      expect(existsSync(file('events/user_images/u1/a-1.webp'))).toBe(false);
      expect(existsSync(file('events/user_images/u1/b-2.webp'))).toBe(true);
      expect(existsSync(file('events/user_images/u10/c-3.webp'))).toBe(true);
      expect(await storage.deleteByPrefix('events/user_images/u1/')).toEqual([
        'events/user_images/u1/b-2.webp',
      ]);
      expect(existsSync(file('events/user_images/u1'))).toBe(false);
      expect(await storage.deleteByPrefix('events/user_images/nobody/')).toEqual([]);
      await expect(storage.deleteByPrefix('../')).rejects.toThrow(/Bad storage key/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('deletes by prefix from an S3-compatible bucket: lists every page, signed, then deletes each object', async () => {
    const page = (keys: string[], next?: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>elk-media</Name>${keys
        .map((k) => `<Contents><Key>${k}</Key><Size>1</Size></Contents>`)
        .join('')}<IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${
        next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''
      }</ListBucketResult>`;
    // A bucket stand-in that speaks XML (the JSON stand-in helper cannot): two list pages, then the deletes.
    const respond = (req: RecordedRequest) => {
      const url = new URL(req.url, 'http://x');
      if (req.method === 'GET' && !url.searchParams.get('continuation-token'))
        return page(['events/user_images/u1/a-1.webp', 'events/user_images/u1/b&amp;c-2.webp'], 'page-2');
      if (req.method === 'GET') return page(['events/user_images/u1/kept-3.webp']);
      return '';
    };
    const requests: RecordedRequest[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
        requests.push(recorded);
        res.writeHead(req.method === 'DELETE' ? 204 : 200, { 'Content-Type': 'application/xml' });
        res.end(respond(recorded));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const storage = createStorageProvider(
        loadEnv({
          S3_BUCKET: 'elk-media',
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_REGION: 'eu-central-1',
          S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
          S3_SECRET_ACCESS_KEY: 'secret-key',
        }),
      );
      const removed = await storage.deleteByPrefix(
        'events/user_images/u1/',
        (key) => key === 'events/user_images/u1/kept-3.webp',
      );
      expect(removed).toEqual(['events/user_images/u1/a-1.webp', 'events/user_images/u1/b&c-2.webp']);
      const [first, second, ...deletes] = requests;
      expect(first!.url).toBe('/elk-media?list-type=2&prefix=events%2Fuser_images%2Fu1%2F');
      expect(second!.url).toContain('continuation-token=page-2');
      expect(deletes.map((d) => `${d.method} ${d.url}`)).toEqual([
        'DELETE /elk-media/events/user_images/u1/a-1.webp',
        'DELETE /elk-media/events/user_images/u1/b%26c-2.webp',
      ]);
      for (const req of requests) expect(verifySigV4(req, 'secret-key', 'eu-central-1')).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reads a stored file back as a stream, from local disk and from an S3-compatible bucket (null when absent)', async () => {
    const text = async (stream: NodeJS.ReadableStream | null) => {
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks).toString();
    };
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elk-storage-'));
    try {
      const local = createStorageProvider(loadEnv({ DATA_DIR: dataDir }));
      await local.put('albums/e1/p1/photo.jpg', Buffer.from('local bytes'), 'image/jpeg');
      expect(await text(await local.read('albums/e1/p1/photo.jpg'))).toBe('local bytes');
      expect(await local.read('albums/e1/p2/photo.jpg')).toBeNull();
      expect(await local.read('albums/e1/p1/')).toBeNull();
      await expect(local.read('../secret')).rejects.toThrow(/Bad storage key/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }

    const requests: { method: string; url: string; auth: string }[] = [];
    const server = http.createServer((req, res) => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: String(req.headers.authorization),
      });
      if (req.url === '/elk-media/albums/e1/p1/photo.jpg') {
        res.writeHead(200, { 'Content-Type': 'image/jpeg' });
        res.end('bucket bytes');
      } else if (req.url === '/elk-media/albums/e1/broken.jpg') {
        res.writeHead(403, { 'Content-Type': 'application/xml' });
        res.end('<Error><Code>AccessDenied</Code></Error>');
      } else {
        res.writeHead(404, { 'Content-Type': 'application/xml' });
        res.end('<Error><Code>NoSuchKey</Code></Error>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const bucket = createStorageProvider(
        loadEnv({
          S3_BUCKET: 'elk-media',
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
          S3_SECRET_ACCESS_KEY: 'secret-key',
        }),
      );
      expect(await text(await bucket.read('albums/e1/p1/photo.jpg'))).toBe('bucket bytes');
      expect(await bucket.read('albums/e1/gone.jpg')).toBeNull();
      await expect(bucket.read('albums/e1/broken.jpg')).rejects.toThrow(/HTTP 403/);
      expect(requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
      expect(requests.every((r) => r.auth.startsWith('AWS4-HMAC-SHA256 '))).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a bucket without keys at start-up', () => {
    expect(() => loadEnv({ S3_BUCKET: 'b' })).toThrow(/S3_BUCKET needs S3_ACCESS_KEY_ID/);
  });
});
