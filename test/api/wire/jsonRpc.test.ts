import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createEventFor } from '../events/eventsFixtures';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: string | object, type = 'application/json') =>
  request(t.app)
    .post(path)
    .set('Content-Type', type)
    .send(typeof body === 'string' ? body : JSON.stringify(body));

describe('POST /json/<Service>', () => {
  it('answers an unknown method or service with -32601', async () => {
    const res = await rpc(t.app, 'AuthenticationService', 'dropAllTables');
    expect(res.body.error.code).toBe(-32601);
    expect((await rpc(t.app, 'NoSuchService', 'authenticate')).body.error.code).toBe(-32601);
    expect((await rpc(t.app, 'AuthenticationService', 'constructor')).body.error.code).toBe(-32601);
    expect((await rpc(t.app, '__proto__', 'toString')).body.error.code).toBe(-32601);
  });

  it('keeps the request id in the reply', async () => {
    const res = await post('/json/AuthenticationService', { jsonrpc: '2.0', id: 42, method: 'nothing' });
    expect(res.body).toMatchObject({ jsonrpc: '2.0', id: 42 });
  });

  it('answers malformed JSON with -32700 and no crash', async () => {
    const res = await post('/json/AuthenticationService', '{"jsonrpc": "2.0", "id": ');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(-32700);
  });

  it('answers a body that is not a JSON-RPC request with -32600', async () => {
    for (const body of [
      [],
      { id: 1, method: 'x' },
      { jsonrpc: '2.0', id: 1 },
      { jsonrpc: '2.0', method: 5 },
      'null',
      '"text"',
    ]) {
      const res = await post('/json/AuthenticationService', body);
      expect(res.body.error?.code, JSON.stringify(body)).toBe(-32600);
    }
  });

  it('answers wrong params with -32602 and a readable message', async () => {
    const list = await post('/json/AuthenticationService', {
      jsonrpc: '2.0',
      id: 1,
      method: 'sendEmailSignInCode',
      params: [1],
    });
    expect(list.body.error.code).toBe(-32602);
    const missing = await rpc(t.app, 'AuthenticationService', 'signInWithEmailAndCode', {});
    expect(missing.body.error.code).toBe(-32602);
    expect(missing.body.error.message).toContain('emailAddress');
    const wrongType = await rpc(t.app, 'AuthenticationService', 'sendEmailSignInCode', {
      emailAddress: 12345,
    });
    expect(wrongType.body.error).toEqual({
      code: -32602,
      message: 'emailAddress: Please enter a valid email address.',
    });
    const badHeader = await post('/json/EventService', {
      jsonrpc: '2.0',
      id: 1,
      method: 'getElkUser',
      params: { header: { timestamp: 'yesterday' } },
    });
    expect(badHeader.body.error.code).toBe(-32602);
    expect(badHeader.body.error.message).toMatch(/^header: timestamp/);
  });

  it('refuses huge bodies with 413', async () => {
    const huge = {
      jsonrpc: '2.0',
      id: 1,
      method: 'sendEmailSignInCode',
      params: { emailAddress: 'a'.repeat(2_000_000) },
    };
    const res = await post('/json/AuthenticationService', huge);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe(-32600);
  });

  it('refuses other HTTP methods', async () => {
    const res = await request(t.app).get('/json/AuthenticationService');
    expect(res.status).toBe(405);
  });

  it('serves the same procedures to the tRPC client', async () => {
    const res = await request(t.app)
      .post('/api/trpc/auth.sendEmailSignInCode')
      .set('Content-Type', 'application/json')
      .send({ emailAddress: 'trpc@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ success: true });
    const bad = await request(t.app)
      .post('/api/trpc/auth.sendEmailSignInCode')
      .set('Content-Type', 'application/json')
      .send({ emailAddress: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('emailAddress: Please enter a valid email address.');
    expect(bad.body.error.data.fieldErrors).toEqual({
      emailAddress: ['Please enter a valid email address.'],
    });
  });
});

describe('the wire API answered ahead of the other routes (jsonRpcLane.ts)', () => {
  const call = (path: string, id: number) =>
    post(path, { jsonrpc: '2.0', id, method: 'fetchCoinPacks', params: {} });

  it('gives its answers the headers every other answer gets', async () => {
    const page = await request(t.app).get('/healthz');
    const answer = await call('/json/CoinService', 1);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toBeDefined();
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
    ]) {
      expect(answer.headers[name], name).toBeDefined();
      expect(answer.headers[name], name).toBe(page.headers[name]);
    }
  });

  it('answers the other forms of the path through the ordinary route, the same way', async () => {
    const plain = await call('/json/CoinService', 1);
    for (const [path, id] of [
      ['/json/CoinService/', 2],
      ['/json/%43oinService', 3],
      ['/json/CoinService?trace=1', 4],
    ] as const) {
      const other = await call(path, id);
      expect(other.status, path).toBe(200);
      expect(other.body, path).toEqual({ ...plain.body, id });
      expect(other.headers['content-security-policy'], path).toBe(plain.headers['content-security-policy']);
    }
    // One more segment names the method (issue 39), which must be the body's; two more is no call at all.
    expect((await call('/json/CoinService/x', 5)).body.error.code).toBe(-32600);
    expect((await call('/json/CoinService/x/y', 6)).status).toBe(405);
  });

  it('compresses a large answer for a client that takes it, and refuses cross-site calls', async () => {
    const host = await signInByEmail(t.app, t.db, 'lane-host@example.com', 'Lane Host');
    const event = await createEventFor(t.app, host, { description: 'A long evening. '.repeat(100) });
    const res = await request(t.app)
      .post('/json/EventService')
      .set('Content-Type', 'application/json')
      .set('Accept-Encoding', 'gzip')
      .set('Cookie', host.cookie)
      .send({ jsonrpc: '2.0', id: 1, method: 'getEvent', params: { eventId: event.id } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.result.event.id).toBe(event.id);

    const crossSite = await call('/json/CoinService', 6).set('Sec-Fetch-Site', 'cross-site');
    expect(crossSite.status).toBe(403);
  });
});
