import { createHash } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinBalance } from '../../../src/server/features/coins';
import { renderStyledCover } from '../../../src/server/platform/providers/ai/art/styles';
import { COINS_COPY } from '../../../src/shared/coins/copy';
import { COINS_PER_IMAGE_GENERATION, FREE_COIN_BALANCE } from '../../../src/shared/constants';
import { IMAGE_GENERATION_MESSAGES } from '../../../src/shared/images/copy';
import { COVER_STYLES } from '../../../src/shared/images/coverStyles';
import { IMAGES_PER_GENERATION } from '../../../src/shared/images/generation';
import { createEventFor, headerAuth, type Session } from '../events/eventsFixtures';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let host: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'painter@example.com', 'Pat Painter');
});
afterAll(() => t.close());

const sample = (params: Record<string, unknown>, ip?: string) =>
  rpc(
    t.app,
    'ThemeService',
    'sampleEventImage',
    { style: 'None', remainingCoinBalance: FREE_COIN_BALANCE, ...params },
    ip ? { ip } : {},
  );

const fetchImage = async (url: string) => {
  const res = await request(t.app).get(url).buffer(true);
  expect(res.status).toBe(200);
  return res.body as Buffer;
};
const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('ThemeService.sampleEventImage (a visitor, the built-in painter)', () => {
  it('answers imageUrls and images: stored square WebP covers, and the balance left', async () => {
    const res = await sample({
      eventName: 'Garden party',
      prompt: 'pizza and tacos by the pool',
      style: 'Pop Art',
    });
    expect(res.body.error).toBeUndefined();
    const { imageUrls, images, remainingCoinBalance } = res.body.result;
    expect(imageUrls).toHaveLength(IMAGES_PER_GENERATION);
    expect(new Set(imageUrls).size).toBe(IMAGES_PER_GENERATION);
    expect(images.map((i: { imageUrl: string }) => i.imageUrl)).toEqual(imageUrls);
    expect(images[0]).toMatchObject({ prompt: 'pizza and tacos by the pool', style: 'Pop Art' });
    expect(remainingCoinBalance).toBe(FREE_COIN_BALANCE - COINS_PER_IMAGE_GENERATION);
    const meta = await sharp(await fetchImage(imageUrls[0])).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(meta.height);
  });

  it('draws the same pictures for the same prompt and style, and others for another prompt', async () => {
    const first = (await sample({ prompt: 'a blue owl in the forest', style: 'Van Gogh' })).body.result;
    const again = (await sample({ prompt: 'a blue owl in the forest', style: 'Van Gogh' })).body.result;
    const other = (await sample({ prompt: 'birthday cake with candles', style: 'Van Gogh' })).body.result;
    expect(again.imageUrls).toEqual(first.imageUrls);
    const firstBytes = digest(await fetchImage(first.imageUrls[0]));
    const otherBytes = digest(await fetchImage(other.imageUrls[0]));
    expect(otherBytes).not.toBe(firstBytes);
    expect(other.imageUrls.some((url: string) => first.imageUrls.includes(url))).toBe(false);
  });

  it('needs a title or a prompt, in the spec’s words', async () => {
    const res = await sample({ eventName: '  ', prompt: '' });
    expect(res.body.error.message).toBe(IMAGE_GENERATION_MESSAGES.needsTitleOrPrompt);
  });

  it('refuses a balance below the cost with the coins message, and a style that does not exist', async () => {
    const short = await sample({ prompt: 'owls', remainingCoinBalance: COINS_PER_IMAGE_GENERATION - 1 });
    expect(short.body.error.message).toBe(COINS_COPY.notEnoughCoins);
    const style = await sample({ prompt: 'owls', style: 'Cyberpunk' });
    expect(style.body.error.code).toBe(-32602);
    expect(style.body.error.message).toContain('Abstract Art');
  });

  it('limits one address to 10 generations an hour (refusals included)', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      expect((await sample({ prompt: '' }, ip)).body.error.message).toBe(
        IMAGE_GENERATION_MESSAGES.needsTitleOrPrompt,
      );
    }
    const limited = await sample({ prompt: 'owls' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe('Rate limit exceeded');
  });
});

describe('the fifteen built-in styles', () => {
  it('paint one prompt fifteen recognisably different ways', async () => {
    const looks = await Promise.all(
      COVER_STYLES.map(async (style) => {
        const data = await renderStyledCover({ prompt: 'a dog at the beach', style, variant: 0, size: 256 });
        const { channels } = await sharp(data).stats();
        return channels.slice(0, 3).map((c) => c.mean);
      }),
    );
    // Every pair differs clearly in average colour (or, for Noir, in being grey).
    for (let a = 0; a < looks.length; a++) {
      for (let b = a + 1; b < looks.length; b++) {
        const distance = Math.hypot(...looks[a]!.map((v, i) => v - looks[b]![i]!));
        expect(distance, `${COVER_STYLES[a]} vs ${COVER_STYLES[b]}`).toBeGreaterThan(4);
      }
    }
    const noir = looks[COVER_STYLES.indexOf('Noir')]!;
    expect(Math.max(...noir) - Math.min(...noir)).toBeLessThan(1);
  });
});

describe('ThemeService.generateEventImage (signed in)', () => {
  it('debits the coins, remembers the covers in the history with the party they were for', async () => {
    const event = await createEventFor(t.app, host);
    const before = await coinBalance(t.db, host.userId);
    const res = await rpc(
      t.app,
      'ThemeService',
      'generateEventImage',
      {
        eventName: 'Garden party',
        eventUuid: event.id,
        prompt: 'sunflowers',
        style: 'Painterly',
        taskId: 'task-1',
      },
      headerAuth(host),
    );
    expect(res.body.error).toBeUndefined();
    expect(res.body.result.remainingCoinBalance).toBe(before - COINS_PER_IMAGE_GENERATION);
    expect(await coinBalance(t.db, host.userId)).toBe(before - COINS_PER_IMAGE_GENERATION);
    const history = await rpc(t.app, 'EventService', 'getEventImageHistory', {}, headerAuth(host));
    const generated = history.body.result.images;
    expect(generated.map((i: { imageUrl: string }) => i.imageUrl).sort()).toEqual(
      [...res.body.result.imageUrls].sort(),
    );
    expect(generated[0]).toMatchObject({ eventUuid: event.id, prompt: 'sunflowers', style: 'Painterly' });
    expect(history.body.result.uploadedImages).toEqual([]);
    expect(res.body.result.imageUrls[0]).toContain(`/user_images/${host.userId}/generated-`);
  });

  it('refuses when the coins run out, charging nothing', async () => {
    const poor = await signInByEmail(t.app, t.db, 'poor@example.com', 'Poor Paul');
    for (let i = 0; i < FREE_COIN_BALANCE / COINS_PER_IMAGE_GENERATION; i++) {
      const ok = await rpc(
        t.app,
        'ThemeService',
        'generateEventImage',
        { prompt: `cat ${i}` },
        headerAuth(poor),
      );
      expect(ok.body.error).toBeUndefined();
    }
    const refused = await rpc(
      t.app,
      'ThemeService',
      'generateEventImage',
      { prompt: 'one more cat' },
      headerAuth(poor),
    );
    expect(refused.body.error.message).toBe(COINS_COPY.notEnoughCoins);
    expect(await coinBalance(t.db, poor.userId)).toBe(0);
  });

  it('is for signed-in users; visitors use sampleEventImage', async () => {
    const res = await rpc(t.app, 'ThemeService', 'generateEventImage', { prompt: 'owls' });
    expect(res.body.error.code).toBe(-32001);
  });
});

describe('previous covers and the image history', () => {
  it('remembers the covers a party leaves, newest first, for its hosts only', async () => {
    const event = await createEventFor(t.app, host, { photoUrl: '/uploads/a.webp' });
    const save = (photoUrl: string) =>
      rpc(
        t.app,
        'EventService',
        'editEventDetails',
        { eventId: event.id, event: { ...event, photoUrl } },
        headerAuth(host),
      );
    expect((await save('/uploads/b.webp')).body.error).toBeUndefined();
    const saved = await save('/uploads/c.webp');
    expect(saved.body.result.previousImages).toEqual([
      { imageUrl: '/uploads/b.webp' },
      { imageUrl: '/uploads/a.webp' },
    ]);
    // Taking an earlier cover again moves it out of the list, and the one left goes first.
    const back = await save('/uploads/a.webp');
    expect(back.body.result.previousImages).toEqual([
      { imageUrl: '/uploads/c.webp' },
      { imageUrl: '/uploads/b.webp' },
    ]);
    const fetched = await rpc(
      t.app,
      'EventService',
      'fetchPreviousImages',
      { eventId: event.id },
      headerAuth(host),
    );
    expect(fetched.body.result.previousImages).toEqual(back.body.result.previousImages);

    const visitorView = await rpc(t.app, 'EventService', 'getEvent', { eventId: event.id });
    expect(visitorView.body.result.event.previousImages).toBeUndefined();
    const stranger = await signInByEmail(t.app, t.db, 'stranger@example.com', 'Sam Stranger');
    const refused = await rpc(
      t.app,
      'EventService',
      'fetchPreviousImages',
      { eventId: event.id },
      headerAuth(stranger),
    );
    expect(refused.body.error.code).toBe(-32003);
  });

  it('lists uploaded covers under uploadedImages; needs a session', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3a86ff' } })
      .png()
      .toBuffer();
    const uploaded = await request(t.app)
      .post('/api/uploads/image')
      .set('Cookie', host.cookie)
      .set('X-Elk-Upload', '1')
      .field('purpose', 'cover')
      .attach('file', png, 'blue.png');
    expect(uploaded.status).toBe(201);
    const history = await rpc(t.app, 'EventService', 'getEventImageHistory', {}, headerAuth(host));
    expect(history.body.result.uploadedImages[0].imageUrl).toBe(uploaded.body.url);
    expect((await rpc(t.app, 'EventService', 'getEventImageHistory', {})).body.error.code).toBe(-32001);
  });
});
