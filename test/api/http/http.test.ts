import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../src/server/app/app';
import { createErrorReporter } from '../../../src/server/platform/providers/errors';
import { startHttpStandIn } from '../../helpers/httpStandIn';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';

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
    const res = await request(t.app).get('/about').set('Host', 'elk.party');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://elk.company/about');
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
    // The limit counts in fixed one-minute windows: the clock stands still at a window's start, so a slow run
    // cannot cross into the next window and start counting again.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T10:00:00.000Z') });
    try {
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
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('dev outbox', () => {
  it('lists sent messages outside production', async () => {
    await signInByEmail(t.app, t.db, 'outbox@example.com');
    const res = await request(t.app).get('/api/trpc/dev.outbox').set('Host', 'elk.party');
    expect(res.body.result.data.messages[0]).toMatchObject({ channel: 'email', to: 'outbox@example.com' });
  });

  it("lists only one address's messages, in any case, when asked", async () => {
    await signInByEmail(t.app, t.db, 'outbox-one@example.com');
    await signInByEmail(t.app, t.db, 'outbox-two@example.com');
    const ask = async (input: object) => {
      const query = encodeURIComponent(JSON.stringify(input));
      const res = await request(t.app).get(`/api/trpc/dev.outbox?input=${query}`);
      return (res.body.result.data.messages as { to: string }[]).map((message) => message.to);
    };
    expect(await ask({ to: 'Outbox-One@Example.com' })).toEqual(['outbox-one@example.com']);
    expect(await ask({})).toEqual(
      expect.arrayContaining(['outbox-one@example.com', 'outbox-two@example.com']),
    );
    expect(await ask({ to: 'nobody@example.com' })).toEqual([]);
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

describe('server errors', () => {
  it('logs an internal error of tRPC and of /json with the request id, and reports both', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const reports = await startHttpStandIn();
    const broken = await createTestApp();
    try {
      const app = createApp({
        ...broken.deps,
        logger,
        reporter: createErrorReporter(reports.url, logger),
      });
      // Sending a code writes to this table: without it the procedure fails inside, not on its input.
      await broken.db.execute(sql`alter table sign_in_codes rename to sign_in_codes_gone`);

      const viaTrpc = await request(app)
        .post('/api/trpc/auth.sendEmailSignInCode')
        .set('Content-Type', 'application/json')
        .set('X-Request-Id', 'req-trpc-broken')
        .send({ emailAddress: 'broken@example.com' });
      expect(viaTrpc.status).toBe(500);
      const viaJson = await rpc(app, 'AuthenticationService', 'sendEmailSignInCode', {
        emailAddress: 'broken@example.com',
      }).set('X-Request-Id', 'req-json-broken');
      expect(viaJson.status).toBe(500);
      expect(viaJson.body.error).toEqual({ code: -32603, message: 'Internal error' });

      const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
      expect(errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ msg: 'trpc failure', requestId: 'req-trpc-broken' }),
          expect.objectContaining({ msg: 'json-rpc failure', requestId: 'req-json-broken' }),
        ]),
      );
      const reported = (await reports.waitFor(2)).map((r) => JSON.parse(r.body));
      expect(reported.map((r) => r.requestId).sort()).toEqual(['req-json-broken', 'req-trpc-broken']);
    } finally {
      await broken.close();
      await reports.close();
    }
  });
});

describe('plain http or https', () => {
  const headersOf = async (env: Record<string, string>) => {
    const app = await createTestApp({ env });
    try {
      return (await request(app.app).get('/healthz')).headers;
    } finally {
      await app.close();
    }
  };

  it('neither upgrades requests nor sends HSTS when the public URL is plain http, even in production', async () => {
    const headers = await headersOf({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' });
    expect(headers['content-security-policy']).toBeDefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('does both when the public URL is https', async () => {
    const headers = await headersOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://elk.party' });
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toMatch(/max-age=/);
  });
});
