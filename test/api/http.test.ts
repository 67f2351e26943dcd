import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpStandIn } from '../helpers/httpStandIn';
import { signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let reporting: Awaited<ReturnType<typeof startHttpStandIn>>;
beforeAll(async () => {
  reporting = await startHttpStandIn();
  t = await createTestApp({
    env: {
      PRODUCT_HOST: 'elk.party',
      MARKETING_HOST: 'elk.company',
      ERROR_REPORTING_URL: reporting.url,
      COMPANY_SITE_URL: 'https://elk.company',
    },
  });
});
afterAll(async () => {
  await t.close();
  await reporting.close();
});

describe('HTTP surface', () => {
  it('answers /healthz once the database is ready, with a request id', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends unknown hosts to the product host and www to the bare root host', async () => {
    const other = await request(t.app).get('/event/abc?x=1').set('Host', 'elk-party.example');
    expect(other.status).toBe(301);
    expect(other.headers.location).toBe('http://elk.party/event/abc?x=1');
    const www = await request(t.app).get('/welcome').set('Host', 'www.elk.company');
    expect(www.headers.location).toBe('http://elk.company/welcome');
    const own = await request(t.app).get('/healthz').set('Host', 'elk.party');
    expect(own.status).toBe(200);
  });

  it('redirects company pages to the company site', async () => {
    const res = await request(t.app).get('/privacy-policy').set('Host', 'elk.party');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://elk.company/privacy-policy');
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await request(t.app).get('/api/nothing').set('Host', 'elk.party');
    expect(res.status).toBe(404);
  });
});

describe('client log collector', () => {
  it('takes one line per event, keeps at most 20 lines, and forwards errors to the reporting service', async () => {
    const lines = [
      'INFO page shown /events',
      'ERROR TypeError: x is undefined at App.tsx:10',
      ...Array.from({ length: 30 }, (_, i) => `DEBUG line ${i}`),
    ];
    const res = await request(t.app)
      .post('/api/log')
      .set('Host', 'elk.party')
      .set('Content-Type', 'text/plain')
      .send(lines.join('\n'));
    expect(res.status).toBe(204);
    const [report] = await reporting.waitFor(1);
    expect(JSON.parse(report!.body)).toMatchObject({
      source: 'client',
      message: 'TypeError: x is undefined at App.tsx:10',
    });
  });

  it('refuses bodies over 16 KB', async () => {
    const res = await request(t.app)
      .post('/api/log')
      .set('Host', 'elk.party')
      .set('Content-Type', 'text/plain')
      .send('x'.repeat(20_000));
    expect(res.status).toBe(413);
  });

  it('is rate-limited per client', async () => {
    let last = 0;
    for (let i = 0; i < 121; i++) {
      last = (
        await request(t.app)
          .post('/api/log')
          .set('Host', 'elk.party')
          .set('X-Forwarded-For', '192.0.2.9')
          .send('INFO hi')
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe('dev outbox', () => {
  it('lists sent messages outside production', async () => {
    await signInByEmail(t.app, t.db, 'outbox@example.com');
    const res = await request(t.app).get('/api/trpc/dev.outbox').set('Host', 'elk.party');
    expect(res.body.result.data.messages[0]).toMatchObject({ channel: 'email', to: 'outbox@example.com' });
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await request(prod.app).get('/api/trpc/dev.outbox');
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
