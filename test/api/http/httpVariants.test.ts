import { rm } from 'node:fs/promises';
import type { HttpApp } from '../../helpers/rpc';
import CachePolicy from 'http-cache-semantics';
import sharp from 'sharp';
import request from 'supertest';
import { writeFakeClientBuild } from '../../helpers/fakeClientBuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app/app';
import { createErrorReporter } from '../../../src/server/platform/providers/errors';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createEventFor, HOUR, type Session } from '../events/eventsFixtures';

// Issue 39 items 12 and 13, HTTP as caches and crawlers speak it: each encoding of a reply is a variant of its
// own (Vary: Accept-Encoding, an ETag per encoding, a 304 for the variant the client holds), a method a
// resource does not take is a 405 that names those it does, and HEAD answers wherever GET does, with the
// GET's headers and no body.

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Elk · default</title>
    <!-- ${'padding so the page is worth compressing '.repeat(40)} -->
  </head>
  <body><div id="root"></div></body>
</html>`;
const start = Date.UTC(2031, 5, 12, 1, 0);

let t: TestApp;
let app: HttpApp;
let clientDir: string;
let host: Session;
let party: ElkEvent;
let coverUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  clientDir = await writeFakeClientBuild(INDEX);
  app = createApp({ ...t.deps, reporter: createErrorReporter(undefined, t.deps.logger), clientDir });
  host = await signInByEmail(t.app, t.db, 'variants-host@example.com', 'Vera Variant');
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c83' } })
    .png()
    .toBuffer();
  const uploaded = await request(app)
    .post('/api/uploads/image')
    .set('X-Elk-Upload', '1')
    .set('Cookie', host.cookie)
    .field('purpose', 'cover')
    .attach('file', png, 'cover.png');
  expect(uploaded.status).toBe(201);
  coverUrl = uploaded.body.url as string;
  party = await createEventFor(t.app, host, {
    title: 'Variant soirée',
    photoUrl: coverUrl,
    startTime: start,
    endTime: start + 3 * HOUR,
  });
}, 60_000);

afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
  await t?.close();
});

/** The text replies a cache may hold in several encodings, one of each kind. */
const negotiable = () => [
  { kind: 'an app page', url: '/login' },
  { kind: 'an event page', url: `/event/${party.id}` },
  { kind: 'a precompressed script', url: '/assets/app-Ab12Cd34.js' },
  { kind: 'a style compressed on the fly', url: '/assets/page-Ef56Gh78.css' },
  { kind: 'JSON', url: '/json/openapi.json' },
];

const get = (url: string, encoding: string) => request(app).get(url).set('Accept-Encoding', encoding);
const varies = (value: unknown) => /(^|,)\s*accept-encoding\s*(,|$)/i.test(String(value ?? ''));

describe('compressed and plain variants (item 12)', () => {
  it('say Vary: Accept-Encoding on every kind, compressed or not, asked with or without an encoding', async () => {
    for (const { kind, url } of negotiable()) {
      for (const encoding of ['gzip', 'br', 'identity']) {
        const res = await get(url, encoding);
        expect(res.status, `${kind} ${encoding}`).toBe(200);
        expect(varies(res.headers.vary), `${kind} ${encoding}: ${res.headers.vary}`).toBe(true);
      }
      // A fetcher that names no encoding at all gets the plain bytes, still marked as one variant of several.
      const bare = await request(app).get(url).unset('Accept-Encoding');
      expect(bare.headers['content-encoding'], kind).toBeUndefined();
      expect(varies(bare.headers.vary), `${kind} without Accept-Encoding`).toBe(true);
    }
  });

  it('give each encoding its own ETag: the compressed one weak and named after its encoding', async () => {
    for (const { kind, url } of negotiable()) {
      const gzip = await get(url, 'gzip');
      const brotli = await get(url, 'br');
      const plain = await get(url, 'identity');
      expect(gzip.headers['content-encoding'], kind).toBe('gzip');
      expect(brotli.headers['content-encoding'], kind).toBe('br');
      expect(plain.headers['content-encoding'], kind).toBeUndefined();
      expect(gzip.text, kind).toBe(plain.text);
      const tags = [gzip, brotli, plain].map((res) => String(res.headers.etag));
      expect(new Set(tags).size, `${kind}: ${tags.join(' ')}`).toBe(3);
      expect(tags[0], kind).toMatch(/^W\/".+-gzip"$/);
      expect(tags[1], kind).toMatch(/^W\/".+-br"$/);
      // The same variant asked for again has the same tag (what makes revalidation work).
      expect((await get(url, 'gzip')).headers.etag, kind).toBe(tags[0]);
    }
  });

  it('answer If-None-Match with 304 for the variant held, compressed and plain, and 200 for another', async () => {
    for (const { kind, url } of negotiable()) {
      for (const encoding of ['gzip', 'identity']) {
        const first = await get(url, encoding);
        const etag = String(first.headers.etag);
        const again = await get(url, encoding).set('If-None-Match', etag);
        expect(again.status, `${kind} ${encoding}`).toBe(304);
        expect(again.text ?? '', kind).toBe('');
        expect(again.headers.etag, kind).toBe(etag);
        expect(varies(again.headers.vary), kind).toBe(true);
        expect(again.headers['content-encoding'], kind).toBeUndefined();
        // Also among other tags, as a cache holding several variants asks.
        const listed = await get(url, encoding).set('If-None-Match', `"other", ${etag}`);
        expect(listed.status, `${kind} ${encoding} in a list`).toBe(304);
      }
      // The gzip variant's tag does not stand for the plain bytes, nor the other way round.
      const gzipTag = String((await get(url, 'gzip')).headers.etag);
      const plainTag = String((await get(url, 'identity')).headers.etag);
      expect((await get(url, 'identity').set('If-None-Match', gzipTag)).status, kind).toBe(200);
      expect((await get(url, 'gzip').set('If-None-Match', plainTag)).status, kind).toBe(200);
      // A changed or unknown tag gets the whole reply.
      const stale = await get(url, 'gzip').set('If-None-Match', 'W/"stale-gzip"');
      expect(stale.status, kind).toBe(200);
      expect(stale.text.length, kind).toBeGreaterThan(0);
    }
  });
});

describe('as an HTTP cache reads them (http-cache-semantics)', () => {
  /** The request as a cache sees it, in http-cache-semantics' shape. */
  const asked = (url: string, encoding: string, extra: Record<string, string> = {}) => ({
    url,
    method: 'GET',
    headers: { host: 'elk.test', 'accept-encoding': encoding, ...extra },
  });

  it('never serves one encoding for another, and revalidates the one it holds with a 304', async () => {
    for (const { kind, url } of negotiable()) {
      const first = await get(url, 'gzip');
      const policy = new CachePolicy(asked(url, 'gzip'), { status: first.status, headers: first.headers });
      expect(policy.storable(), kind).toBe(true);
      // Another encoding is another variant: the cache may not answer it with the gzip bytes.
      expect(policy.satisfiesWithoutRevalidation(asked(url, 'identity')), kind).toBe(false);
      expect(policy.satisfiesWithoutRevalidation(asked(url, 'br')), kind).toBe(false);
      // The same encoding, revalidated with the headers the cache itself would send, is still fresh.
      const revalidation = policy.revalidationHeaders(asked(url, 'gzip'));
      expect(revalidation['if-none-match'], kind).toBe(first.headers.etag);
      const check = await get(url, 'gzip').set('If-None-Match', String(revalidation['if-none-match']));
      expect(check.status, kind).toBe(304);
      const { modified } = policy.revalidatedPolicy(asked(url, 'gzip'), {
        status: check.status,
        headers: check.headers,
      });
      expect(modified, kind).toBe(false);
    }
  });
});

/** Headers a HEAD must repeat from its GET (RFC 9110 9.3.2); Date and the request id are per reply. */
const REPEATED = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-disposition',
  'etag',
  'vary',
  'cache-control',
  'x-robots-tag',
  'allow',
];

describe('HEAD wherever GET (item 13)', () => {
  const readable = () => [
    '/login',
    `/event/${party.id}`,
    '/assets/app-Ab12Cd34.js',
    '/assets/page-Ef56Gh78.css',
    '/robots.txt',
    '/json/openapi.json',
    '/healthz',
    coverUrl,
    `/mail-images/cover.jpg?src=${encodeURIComponent(coverUrl)}`,
  ];

  it('answers 200 with the GET’s headers and no body, compressed or not', async () => {
    for (const url of readable()) {
      for (const encoding of ['gzip, br', 'identity']) {
        const what = `${url} (${encoding})`;
        const got = await get(url, encoding);
        const head = await request(app).head(url).set('Accept-Encoding', encoding);
        expect(got.status, what).toBe(200);
        expect(head.status, what).toBe(200);
        expect(head.text ?? '', what).toBe('');
        for (const name of REPEATED)
          expect(head.headers[name], `${what}: ${name}`).toEqual(got.headers[name]);
      }
    }
  });

  it('answers the calendar download, with its file name, to the host', async () => {
    const url = `/api/event/${party.id}/calendar.ics`;
    // superagent sends no Accept-Encoding with a HEAD of its own accord: both name the same one.
    const got = await request(app).get(url).set('Cookie', host.cookie).set('Accept-Encoding', 'gzip');
    const head = await request(app).head(url).set('Cookie', host.cookie).set('Accept-Encoding', 'gzip');
    expect(got.status).toBe(200);
    expect(got.text).toContain('BEGIN:VCALENDAR');
    expect(head.status).toBe(200);
    expect(head.text ?? '').toBe('');
    for (const name of [
      'content-type',
      'content-disposition',
      'cache-control',
      'content-length',
      'content-encoding',
    ])
      expect(head.headers[name], name).toEqual(got.headers[name]);
  });

  it('answers a conditional HEAD with 304 too', async () => {
    const etag = String((await get('/login', 'gzip')).headers.etag);
    const head = await request(app).head('/login').set('Accept-Encoding', 'gzip').set('If-None-Match', etag);
    expect(head.status).toBe(304);
  });
});

describe('405 says which methods are allowed (item 13)', () => {
  it('for read-only resources: pages, assets, files, robots.txt, the health probe, metrics, the contract', async () => {
    const cases: Array<[string, string]> = [
      ['post', '/robots.txt'],
      ['put', '/healthz'],
      ['post', '/metrics'],
      ['delete', '/json/openapi.json'],
      ['put', '/json/docs'],
      ['post', '/login'],
      ['patch', `/event/${party.id}`],
      ['post', '/assets/app-Ab12Cd34.js'],
      ['delete', coverUrl],
      ['post', `/mail-images/cover.jpg?src=${encodeURIComponent(coverUrl)}`],
    ];
    for (const [method, url] of cases) {
      const res = await request(app)[method as 'post'](url).set('Origin', 'http://localhost:3000');
      expect(res.status, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe('GET, HEAD');
    }
  });

  it('answers OPTIONS with the same list', async () => {
    const res = await request(app).options('/robots.txt');
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('keeps JSON-RPC’s own 405, which allows POST only', async () => {
    const res = await request(app).get('/json/EventService');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});
