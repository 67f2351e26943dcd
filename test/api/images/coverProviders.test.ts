import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinBalance } from '../../../src/server/features/coins';
import { COVER_STYLE_PROMPTS } from '../../../src/shared/images/coverStyles';
import { IMAGE_GENERATION_MESSAGES } from '../../../src/shared/images/copy';
import { IMAGES_PER_GENERATION } from '../../../src/shared/images/generation';
import { headerAuth, type Session } from '../events/eventsFixtures';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';

// The OpenAI-compatible provider, through the real `openai` package, against a local stand-in of the API
// (images and chat completions) that records what it was sent.

type Recorded = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
type Behaviour = 'b64' | 'url' | 'slow' | 'broken';

let behaviour: Behaviour = 'b64';
let chatAnswer = 'Come and dance under the lanterns with us!';
const recorded: Recorded[] = [];
let png: Buffer;
let server: http.Server;
let baseUrl: string;

function startStandIn() {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      recorded.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/files/cover.png') {
        res.writeHead(200, { 'Content-Type': 'image/png' });
        return res.end(png);
      }
      if (req.url === '/v1/images/generations') {
        if (behaviour === 'broken')
          return json(500, { error: { message: 'model overloaded', type: 'server_error' } });
        if (behaviour === 'slow') return void setTimeout(() => json(200, { data: [] }), 3_000);
        const n = (JSON.parse(body) as { n: number }).n;
        const data = Array.from({ length: n }, () =>
          behaviour === 'url' ? { url: `${baseUrl}/files/cover.png` } : { b64_json: png.toString('base64') },
        );
        return json(200, { created: 1, data });
      }
      if (req.url === '/v1/chat/completions') {
        return json(200, {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: 'stand-in',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: chatAnswer } }],
        });
      }
      json(404, { error: { message: 'not found' } });
    });
  });
  return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}

let t: TestApp;
let host: Session;
beforeAll(async () => {
  png = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#ff6b6b' } })
    .png()
    .toBuffer();
  await startStandIn();
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      AI_API_KEY: 'sk-test-key',
      AI_BASE_URL: `${baseUrl}/v1`,
      AI_IMAGE_MODEL: 'image-model-x',
      AI_TEXT_MODEL: 'text-model-y',
      AI_TIMEOUT_MS: '1000',
    },
  });
  host = await signInByEmail(t.app, t.db, 'keyed@example.com', 'Kim Keyed');
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const lastTo = (path: string) => [...recorded].reverse().find((r) => r.url === path)!;

describe('images through an OpenAI-compatible API', () => {
  it('asks for the style’s picture with the key and model, and stores what comes back as WebP covers', async () => {
    behaviour = 'b64';
    const res = await rpc(
      t.app,
      'ThemeService',
      'generateEventImage',
      { eventName: 'Lantern night', prompt: 'paper lanterns', style: 'Gothic' },
      headerAuth(host),
    );
    expect(res.body.error).toBeUndefined();
    const sent = lastTo('/v1/images/generations');
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({ model: 'image-model-x', n: IMAGES_PER_GENERATION, size: '1024x1024' });
    expect(body.prompt).toContain('paper lanterns');
    expect(body.prompt).toContain(COVER_STYLE_PROMPTS.Gothic);
    const { imageUrls } = res.body.result;
    expect(imageUrls).toHaveLength(1); // four identical pictures are stored once, by content
    const stored = await request(t.app).get(imageUrls[0]).buffer(true);
    const meta = await sharp(stored.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 1024 });
  });

  it('downloads pictures a service answers as URLs', async () => {
    behaviour = 'url';
    const res = await rpc(t.app, 'ThemeService', 'sampleEventImage', {
      prompt: 'a red balloon',
      style: 'None',
      remainingCoinBalance: 60,
    });
    expect(res.body.error).toBeUndefined();
    expect(recorded.some((r) => r.url === '/files/cover.png')).toBe(true);
    expect(res.body.result.imageUrls[0]).toMatch(/^\/uploads\/events\/generated\/[0-9a-f]{24}\.webp$/);
  });

  it('sends a verbatim prompt as typed', async () => {
    behaviour = 'b64';
    await rpc(t.app, 'ThemeService', 'sampleEventImage', {
      prompt: 'just a cat',
      useVerbatim: true,
      style: 'Noir',
      remainingCoinBalance: 60,
    });
    expect(JSON.parse(lastTo('/v1/images/generations').body).prompt).toBe('just a cat');
  });

  it('gives the spec’s timeout message when the wait runs out, and charges nothing', async () => {
    behaviour = 'slow';
    const before = await coinBalance(t.db, host.userId);
    const res = await rpc(
      t.app,
      'ThemeService',
      'generateEventImage',
      { prompt: 'slow snails' },
      headerAuth(host),
    );
    expect(res.body.error).toEqual({ code: -32052, message: IMAGE_GENERATION_MESSAGES.timedOut });
    expect(await coinBalance(t.db, host.userId)).toBe(before);
  });

  it('gives the spec’s failure message when the service fails, and charges nothing', async () => {
    behaviour = 'broken';
    const before = await coinBalance(t.db, host.userId);
    const res = await rpc(
      t.app,
      'ThemeService',
      'generateEventImage',
      { prompt: 'broken robots' },
      headerAuth(host),
    );
    expect(res.body.error).toEqual({ code: -32052, message: IMAGE_GENERATION_MESSAGES.failed });
    expect(await coinBalance(t.db, host.userId)).toBe(before);
    const viaTrpc = await request(t.app)
      .post('/api/trpc/images.sampleEventImage')
      .set('Content-Type', 'application/json')
      .send({ prompt: 'broken robots', style: 'None', remainingCoinBalance: 60 });
    expect(viaTrpc.status).toBe(502);
    expect(viaTrpc.body.error.message).toBe(IMAGE_GENERATION_MESSAGES.failed);
  });
});

describe('text through chat completions', () => {
  it('writes the description from the title, theme, date and place', async () => {
    chatAnswer = 'Come and dance under the lanterns with us!';
    const res = await rpc(t.app, 'ThemeService', 'getEventDescription', {
      eventName: 'Lantern night',
      theme: 'garden-party',
      startTime: Date.UTC(2027, 5, 12, 2),
      timeZone: 'America/Los_Angeles',
      place: 'Dolores Park',
    });
    expect(res.body.result).toEqual({ eventDescription: chatAnswer });
    const sent = JSON.parse(lastTo('/v1/chat/completions').body);
    expect(sent.model).toBe('text-model-y');
    const user = sent.messages.find((m: { role: string }) => m.role === 'user').content;
    for (const fact of ['Lantern night', 'garden-party', 'Dolores Park', '2027-06-12T02:00:00.000Z']) {
      expect(user).toContain(fact);
    }
  });

  it('reads keywords from a JSON answer', async () => {
    chatAnswer = '```json\n["Lanterns", "night garden", "fairy lights"]\n```';
    const res = await rpc(t.app, 'ThemeService', 'getSearchKeywords', {
      prompt: 'a garden party with lanterns',
    });
    expect(res.body.result).toEqual({ keywords: ['lanterns', 'night garden', 'fairy lights'] });
  });
});
