import { rm } from 'node:fs/promises';
import { brotliCompressSync } from 'node:zlib';
import type { HttpApp } from '../../helpers/rpc';
import request from 'supertest';
import { FAKE_SCRIPT, writeFakeClientBuild } from '../../helpers/fakeClientBuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app/app';
import { renderPosterHtml } from '../../../src/server/features/events/posterHtml';
import { createErrorReporter } from '../../../src/server/platform/providers/errors';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createEventFor, HOUR, type Session } from '../events/eventsFixtures';

// Issue 14, a guest's first visit: text goes out compressed, hashed assets are cached for good, and the event
// page's HTML already holds the invitation (the poster's first paint) with nothing a visitor may not see.

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Elk · default</title>
    <!-- ${'padding so the page is worth compressing '.repeat(40)} -->
  </head>
  <body class="loading">
    <div id="root"></div>
  </body>
</html>`;
const SCRIPT = FAKE_SCRIPT;

const start = Date.UTC(2031, 0, 10, 3, 0); // 2031-01-09 19:00 in Los Angeles

describe('client delivery', () => {
  let t: TestApp;
  let app: HttpApp;
  let clientDir: string;
  let host: Session;
  let party: ElkEvent;
  beforeAll(async () => {
    t = await createTestApp();
    clientDir = await writeFakeClientBuild(INDEX);
    app = createApp({ ...t.deps, reporter: createErrorReporter(undefined, t.deps.logger), clientDir });
    host = await signInByEmail(t.app, t.db, 'poster-host@example.com', 'Hana & Co');
    party = await createEventFor(t.app, host, {
      title: 'Rooftop <Party> & "friends"',
      startTime: start,
      endTime: start + 3 * HOUR,
    });
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
    await t.close();
  });

  it('sends a hashed script precompressed, brotli first, cached for a year', async () => {
    const br = await request(app).get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The bytes sent are the build's .br file, not the script compressed again.
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 5);

    const gz = await request(app).get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(SCRIPT);

    const plain = await request(app).get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses other text on the fly: a style without a precompressed copy, the page, JSON', async () => {
    const css = await request(app).get('/assets/page-Ef56Gh78.css').set('Accept-Encoding', 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await request(app).get('/login').set('Accept-Encoding', 'gzip');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('<div id="root"></div>');

    const json = await request(app).get('/json/openapi.json').set('Accept-Encoding', 'br');
    expect(json.headers['content-encoding']).toBe('br');
  });

  it('answers 404 for a missing asset or a path outside the assets folder, never the app page', async () => {
    for (const url of ['/assets/gone-Zz99Yy88.js', '/assets/..%2Findex.html']) {
      const res = await request(app).get(url).set('Accept-Encoding', 'br');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<div id="root">');
    }
  });

  it('sends assets with the headers that matter for them, not the page headers', async () => {
    const res = await request(app).get('/assets/app-Ab12Cd34.js');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    // The page itself keeps the whole set.
    const page = await request(app).get('/login');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('paints the poster into the event page: escaped title and host, cover preloaded, no place', async () => {
    const res = await request(app).get(`/event/${party.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(res.text)?.[1] ?? '';
    expect(root).toContain('id="elk-first-paint"');
    expect(root).toContain('<h1 class="elk-fp-title">Rooftop &lt;Party&gt; &amp; &quot;friends&quot;</h1>');
    expect(root).toContain('Hosted by Hana &amp; Co');
    expect(root).toContain('Thu, Jan 9, 2031');
    expect(root).toMatch(
      /<img src="\/uploads\/events\/cover\.png"[^>]* width="\d+" height="\d+" fetchpriority="high"/,
    );
    expect(res.text).toMatch(/<link rel="preload" as="image" href="\/uploads\/events\/cover\.png"/);
    // Shown at once: the loading veil of index.html is not on this page.
    expect(res.text).not.toContain('<body class="loading">');
    for (const secret of ['Dolores', '94114', 'San Francisco', 'poster-host@example.com']) {
      expect(res.text).not.toContain(secret);
    }
  });

  it('keeps the poster to safe values: no script address for the cover, no CSS from the colours', () => {
    const html = renderPosterHtml(
      {
        title: '',
        photoUrl: 'javascript:alert(1)',
        startTime: 0,
        endTime: 0,
        timeZone: 'UTC',
        colors: { primary: 'red;}</style><script>x()</script>', secondary: '#ffffff' } as never,
        cancelledAt: new Date(),
      },
      '<b>Host</b>',
      Date.now(),
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('--event-primary:#fae5ff');
    expect(html).toContain('Hosted by &lt;b&gt;Host&lt;/b&gt;');
    expect(html).toContain('Event Canceled');
  });
});
