import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_COLORS, meetsContrast } from '../../../src/shared/themes/coverColors';
import { BUILT_IN_BACKGROUNDS } from '../../../src/shared/themes/backgrounds';
import { trpcQuery } from '../events/eventsFixtures';
import { startHttpStandIn } from '../../helpers/httpStandIn';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const search = (app: TestApp['app'], query: string, page = 0) =>
  trpcQuery(app, 'images.searchBackgrounds', { query, page }).then((res) => {
    expect(res.status).toBe(200);
    return res.body.result.data.results as Array<{
      id: string;
      url: string;
      kind: string;
      source: string;
      title: string;
    }>;
  });

describe('built-in backgrounds (no search keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the season’s backgrounds first, served as animated SVGs that hold still for reduced motion', async () => {
    const results = await search(t.app, 'winter');
    expect(results[0]).toMatchObject({ source: 'builtIn', kind: 'image' });
    expect(results[0]!.url).toMatch(/^\/backgrounds\/winter-[a-z-]+\.svg$/);
    const svg = await request(t.app).get(results[0]!.url);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=86400');
    const text = String(svg.text ?? svg.body);
    expect(text).toContain('@keyframes');
    expect(text).toContain('prefers-reduced-motion:reduce');
    expect(text).not.toContain('<script');
  });

  it('serves every built-in background, each different, and 404s an unknown one', async () => {
    const bodies = new Set<string>();
    for (const background of BUILT_IN_BACKGROUNDS) {
      const res = await request(t.app).get(`/backgrounds/${background.slug}.svg`);
      expect(res.status, background.slug).toBe(200);
      bodies.add(String(res.body));
    }
    expect(bodies.size).toBe(BUILT_IN_BACKGROUNDS.length);
    expect((await request(t.app).get('/backgrounds/nope.svg')).status).toBe(404);
    expect((await request(t.app).get('/backgrounds/..%2Fsecret.svg')).status).toBe(404);
  });
});

describe('Pexels and GIPHY search (stand-ins)', () => {
  const pexels = { fail: false };
  const giphy = { fail: false };
  let t: TestApp;
  let pexelsApi: Awaited<ReturnType<typeof startHttpStandIn>>;
  let giphyApi: Awaited<ReturnType<typeof startHttpStandIn>>;
  beforeAll(async () => {
    pexelsApi = await startHttpStandIn(() =>
      pexels.fail
        ? { status: 500, body: { error: 'down' } }
        : {
            status: 200,
            body: {
              videos: [
                {
                  id: 11,
                  url: 'https://www.pexels.com/video/snow-falling-11/',
                  image: 'https://images.pexels.com/11.jpg',
                  video_files: [
                    { link: 'https://videos.pexels.com/11-4k.mp4', file_type: 'video/mp4', width: 3840 },
                    { link: 'https://videos.pexels.com/11-hd.mp4', file_type: 'video/mp4', width: 1280 },
                  ],
                },
              ],
            },
          },
    );
    giphyApi = await startHttpStandIn(() =>
      giphy.fail
        ? { status: 403, body: { message: 'bad key' } }
        : {
            status: 200,
            body: {
              data: [
                {
                  id: 'abc',
                  title: 'Snow GIF',
                  images: {
                    original: {
                      url: 'https://media.giphy.com/abc.gif',
                      mp4: 'https://media.giphy.com/abc.mp4',
                    },
                    fixed_width_still: { url: 'https://media.giphy.com/abc_s.gif' },
                  },
                },
              ],
            },
          },
    );
    t = await createTestApp({
      env: {
        PEXELS_API_KEY: 'px-key',
        PEXELS_API_URL: pexelsApi.url,
        GIPHY_API_KEY: 'gf-key',
        GIPHY_API_URL: giphyApi.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await pexelsApi.close();
    await giphyApi.close();
  });

  it('answers videos first, then GIFs, with the keys and the query sent', async () => {
    const results = await search(t.app, 'snow', 1);
    expect(results.map((r) => r.source)).toEqual(['pexels', 'giphy']);
    expect(results[0]).toMatchObject({
      url: 'https://videos.pexels.com/11-hd.mp4',
      kind: 'video',
      title: 'snow falling',
    });
    expect(results[1]).toMatchObject({
      url: 'https://media.giphy.com/abc.mp4',
      kind: 'video',
      title: 'Snow GIF',
    });
    const pexelsCall = pexelsApi.requests.at(-1)!;
    expect(pexelsCall.headers.authorization).toBe('px-key');
    expect(new URL(pexelsCall.url, 'http://x').searchParams.get('page')).toBe('2');
    const giphyCall = new URL(giphyApi.requests.at(-1)!.url, 'http://x');
    expect(giphyCall.pathname).toBe('/v1/gifs/search');
    expect(giphyCall.searchParams.get('api_key')).toBe('gf-key');
    expect(giphyCall.searchParams.get('q')).toBe('snow');
    expect(giphyCall.searchParams.get('offset')).toBe('10');
  });

  it('falls back to the other service when one fails, and to the built-in set when both do', async () => {
    pexels.fail = true;
    expect((await search(t.app, 'snow')).map((r) => r.source)).toEqual(['giphy']);
    giphy.fail = true;
    const builtIn = await search(t.app, 'snow');
    expect(builtIn[0]).toMatchObject({ source: 'builtIn', url: '/backgrounds/winter-snowfall.svg' });
    pexels.fail = false;
    giphy.fail = false;
  });
});

describe('colours from a cover', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const colorsOf = (photoUrl: string) =>
    request(t.app)
      .post('/api/trpc/images.coverColors')
      .set('Content-Type', 'application/json')
      .send({ photoUrl })
      .then((res) => {
        expect(res.status).toBe(200);
        return res.body.result.data as {
          palette: string[];
          colors: typeof FALLBACK_COLORS;
          fromCover: boolean;
        };
      });

  it("builds readable party colours from a gallery cover's palette", async () => {
    const gallery = await request(t.app).get('/api/trpc/images.gallery');
    const images = gallery.body.result.data.groups.flatMap(
      (g: { images: Array<{ slug: string; imageUrl: string }> }) => g.images,
    );
    const halloween = images.find((i: { slug: string }) => i.slug === 'halloween').imageUrl;
    const babyShower = images.find((i: { slug: string }) => i.slug === 'baby-shower').imageUrl;
    const dark = await colorsOf(halloween);
    const light = await colorsOf(babyShower);
    for (const result of [dark, light]) {
      expect(result.fromCover).toBe(true);
      expect(result.palette.length).toBeGreaterThanOrEqual(3);
      expect(result.colors.primary).toBe(result.palette[0]);
      expect(meetsContrast(result.colors)).toBe(true);
    }
    expect(dark.colors.primary).not.toBe(light.colors.primary);
  });

  it('gives the fallback theme for a cover it cannot read (missing, elsewhere, climbing out)', async () => {
    for (const url of [
      '/uploads/missing.webp',
      'https://example.com/cover.png',
      '/uploads/../../etc/passwd',
    ]) {
      expect(await colorsOf(url)).toEqual({ palette: [], colors: FALLBACK_COLORS, fromCover: false });
    }
  });
});
