import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { HttpApp } from '../../helpers/rpc';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app/app';
import { createErrorReporter } from '../../../src/server/platform/providers/errors';
import { HERO_COPY } from '../../../src/shared/landing/copy';
import type { LandingData } from '../../../src/shared/landing/schema';
import { createTestApp, type TestApp } from '../../helpers/testApp';

// Issue 20: the landing page's HTML. Each host shows its variant (marketing on the company host, the party
// variant elsewhere, either by ?landing= outside production), every page says which in a <meta>, and the
// landing routes arrive painted: the hero and the first example invitation in #root, drawn from the data block
// the client starts from, with the page's own stylesheet and script chunk asked for at once.

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Elk</title>
    <link rel="stylesheet" crossorigin href="/assets/index-Cc33.css">
  </head>
  <body class="loading">
    <div id="root"></div>
    <script type="module" src="/assets/index-Aa11.js"></script>
  </body>
</html>`;

// What the build's manifest says the landing page loads beyond the entry.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-Aa11.js',
    imports: ['_framework-Bb22.js'],
    css: ['assets/index-Cc33.css'],
  },
  '_framework-Bb22.js': { file: 'assets/framework-Bb22.js' },
  'features/landing/Welcome.page.tsx': {
    file: 'assets/Welcome.page-Dd44.js',
    imports: ['_framework-Bb22.js', 'index.html', '_Tabs-Ee55.js'],
    css: ['assets/Welcome-Ff66.css'],
  },
  '_Tabs-Ee55.js': { file: 'assets/Tabs-Ee55.js', css: ['assets/index-Cc33.css'] },
};

const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<script type="module"/.exec(html)?.[1] ?? '';
const variantOf = (html: string) => /<meta name="elk-landing" content="(\w+)"/.exec(html)?.[1];
function dataOf(html: string): LandingData {
  const json = /<script type="application\/json" id="elk-landing-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no landing data block');
  return JSON.parse(json) as LandingData;
}

describe('the landing page HTML', () => {
  let t: TestApp;
  let app: HttpApp;
  let production: HttpApp;
  let clientDir: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PRODUCT_HOST: 'elk.party', MARKETING_HOST: 'elk.company' } });
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'elk-landing-client-'));
    await mkdir(path.join(clientDir, '.vite'), { recursive: true });
    await writeFile(path.join(clientDir, 'index.html'), INDEX);
    await writeFile(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const reporter = createErrorReporter(undefined, t.deps.logger);
    app = createApp({ ...t.deps, reporter, clientDir });
    production = createApp({
      ...t.deps,
      env: { ...t.deps.env, NODE_ENV: 'production' },
      reporter,
      clientDir,
    });
    // The cover gallery renders once per data directory; the first paint waits for it only briefly.
    await request(t.app).get('/api/trpc/images.gallery').expect(200);
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
    await t.close();
  });

  it('paints the party variant on the product host: hero, first example invitation, no loading veil', async () => {
    const res = await request(app).get('/welcome').set('Host', 'elk.party');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(variantOf(res.text)).toBe('party');
    expect(res.text).toContain('<body>');
    const root = rootOf(res.text);
    expect(root).toContain('id="elk-first-paint"');
    expect(root).toContain(HERO_COPY.party.lead);
    expect(root).toContain('<a class="lp-cta" href="/event/create">Create an invite</a>');
    // The first card is the soonest holiday sample, wearing its theme's cover and colours.
    const data = dataOf(res.text);
    const first = /<article class="lp-card" style="([^"]+)" aria-label="Sample invitation: ([^"]+)">/.exec(
      root,
    );
    expect(first?.[1]).toMatch(/^--lp-from:#[0-9A-F]{6};--lp-to:#[0-9A-F]{6};--lp-text:#[0-9A-F]{6}$/);
    const featured = data.inspirations.inspirations.find((i) => i.id === data.inspirations.featuredId)!;
    expect(root).toContain(`src="${featured.thumbnailUrl}"`);
    expect(root).toContain(`${featured.thumbnailUrl} 384w, ${featured.photoUrl} 768w`);
    expect(root).toMatch(
      /<img class="lp-card-cover"[^>]* width="384" height="384" alt="" fetchpriority="high"/,
    );
    // Every slide has a dot; the first is current. No store page is configured here, so there is no app promo
    // slide after the 9 sample invitations (issue 40).
    expect(root.match(/class="lp-dot"/g)).toHaveLength(9);
    expect(root).toContain('aria-label="Show slide 1" aria-current="true"');
  });

  it("starts the landing page's stylesheet, script chunks and first cover with the page", async () => {
    const res = await request(app).get('/welcome').set('Host', 'elk.party');
    const head = /<head>([\s\S]*)<\/head>/.exec(res.text)?.[1] ?? '';
    expect(head).toContain('<link rel="stylesheet" href="/assets/Welcome-Ff66.css" />');
    // The page's code, its own chunks included, at low priority: the first cover comes first (firstPaintPage.ts).
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/Welcome.page-Dd44.js" />',
    );
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/Tabs-Ee55.js" />');
    expect(res.text).toContain('<script type="module" fetchpriority="low" src="/assets/index-Aa11.js">');
    // The app's stylesheet does not hold the first paint; the page base it needs is inline.
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-Cc33.css" media="print" data-elk-later>',
    );
    expect(head).toContain('body{margin:0;');
    // What the entry loads already is not asked for twice.
    expect(head.match(/index-Cc33\.css/g)).toHaveLength(1);
    expect(head).not.toContain('framework-Bb22.js');
    expect(head).toMatch(
      /<link rel="preload" as="image" href="\/uploads\/gallery\/[\w-]+\.webp" imagesrcset="[^"]+ 384w, [^"]+ 768w"[^>]* fetchpriority="high" \/>/,
    );
  });

  it('holds the inspirations in a data block that cannot end its script element', async () => {
    const res = await request(app).get('/welcome?x=%3C/script%3E').set('Host', 'elk.party');
    const data = dataOf(res.text);
    expect(data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.inspirations.inspirations.length).toBeGreaterThan(40);
    const block = /id="elk-landing-data">([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    expect(block).not.toContain('<');
  });

  it('shows the marketing variant at / and /welcome on the company host, signed in or not', async () => {
    for (const url of ['/', '/welcome']) {
      const res = await request(app).get(url).set('Host', 'elk.company').set('Cookie', 'authToken=abc');
      expect(variantOf(res.text), url).toBe('marketing');
      expect(rootOf(res.text), url).toContain(HERO_COPY.marketing.eyebrow);
    }
  });

  it('paints / for a visitor on the product host, but not for a session or an app link', async () => {
    const visitor = await request(app).get('/').set('Host', 'elk.party');
    expect(rootOf(visitor.text)).toContain('id="elk-first-paint"');
    const member = await request(app).get('/').set('Host', 'elk.party').set('Cookie', 'authToken=abc');
    expect(rootOf(member.text)).toBe('');
    expect(variantOf(member.text)).toBe('party');
    const link = await request(app).get('/?params=eyJ1cmxUeXBlIjoiRXZlbnRQYWdlIn0').set('Host', 'elk.party');
    expect(rootOf(link.text)).toBe('');
  });

  it('tells every other page its variant, and paints nothing there', async () => {
    const login = await request(app).get('/login').set('Host', 'elk.company');
    expect(variantOf(login.text)).toBe('marketing');
    expect(rootOf(login.text)).toBe('');
    expect(login.text).toContain('<body class="loading">');
    const events = await request(app).get('/events').set('Host', 'elk.party');
    expect(variantOf(events.text)).toBe('party');
  });

  it('switches variants by ?landing= in development, never in production', async () => {
    const dev = await request(app).get('/welcome?landing=marketing').set('Host', 'elk.party');
    expect(variantOf(dev.text)).toBe('marketing');
    const back = await request(app).get('/welcome?landing=party').set('Host', 'elk.company');
    expect(variantOf(back.text)).toBe('party');
    const prod = await request(production).get('/welcome?landing=marketing').set('Host', 'elk.party');
    expect(variantOf(prod.text)).toBe('party');
    expect(rootOf(prod.text)).toContain(HERO_COPY.party.eyebrow);
  });

  it('still redirects other hosts and www before any of this', async () => {
    const other = await request(app).get('/welcome').set('Host', 'elk-party.example');
    expect(other.status).toBe(301);
    expect(other.headers.location).toBe('http://elk.party/welcome');
    const www = await request(app).get('/').set('Host', 'www.elk.company');
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe('http://elk.company/');
  });

  it('sends the company pages home when no company site is configured (the footer leaves them out)', async () => {
    for (const page of ['/about', '/careers', '/blog']) {
      const res = await request(app).get(page).set('Host', 'elk.party');
      expect(res.status, page).toBe(302);
      expect(res.headers.location, page).toBe('/');
    }
  });
});
