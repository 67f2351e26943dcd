import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';

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
